import type { FastifyPluginCallback } from 'fastify';
import { requireUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { couponStatus, playerCoupon } from './couponStore.ts';
import { filterBound } from './dates.ts';
import { couponContent, couponHistory, defaultHistoryPageSize } from './history.ts';
import { optionalBody } from './http.ts';

const statusFilter = {
  type: 'array',
  maxItems: 5,
  items: { type: 'integer', enum: Object.values(couponStatus) },
};

interface HistoryBody {
  from_date?: string;
  to_date?: string;
  count?: number;
  page?: number;
  status?: number[];
  'status[]'?: number[];
  coupon_id?: number;
}

/** POST /api/bet/coupon_history: a page of coupons, or one coupon's content by `coupon_id`. */
export function historyRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;

  return function register(app, _options, done) {
    app.post<{ Body: HistoryBody | undefined }>(
      '/api/bet/coupon_history',
      {
        preValidation: optionalBody,
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: {
              from_date: { type: 'string', maxLength: 40 },
              to_date: { type: 'string', maxLength: 40 },
              count: { type: 'integer', minimum: 1, maximum: 100 },
              page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
              status: statusFilter,
              // The app's form-style name for the same list.
              'status[]': statusFilter,
              coupon_id: { type: 'integer', minimum: 1 },
            },
          },
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        const body = request.body ?? {};
        if (body.coupon_id !== undefined) {
          const coupon = playerCoupon(database, user.id, body.coupon_id);
          if (!coupon) return reply.code(404).send(failure('Coupon not found', 404));
          return success(couponContent(database, coupon));
        }
        const from = body.from_date ? filterBound(body.from_date, false) : undefined;
        const to = body.to_date ? filterBound(body.to_date, true) : undefined;
        if ((body.from_date && !from) || (body.to_date && !to)) {
          return reply
            .code(400)
            .send(failure('Dates are YYYY-MM-DD, DD.MM.YYYY, DD-MM-YYYY or ISO moments', 400));
        }
        return success(
          couponHistory(database, user.id, {
            from,
            to,
            statuses: body.status ?? body['status[]'],
            count: body.count ?? defaultHistoryPageSize,
            page: body.page ?? 1,
          }),
        );
      },
    );
    done();
  };
}
