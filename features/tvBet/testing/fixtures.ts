import { ApiError } from '../../core/errors/index.ts';
import type { LiveTablesContext } from '../liveTables/types.ts';

/** The live-table context of the demo brand in Spanish, on a fixed origin. */
export const spanishContext: LiveTablesContext = {
  language: 'es-ES',
  appOrigin: 'https://casino.example',
  tvbetFrameUrl: '/demo/tvbet/',
};

/** GenToken as the platform answers it for the demo brand. */
export const genToken = {
  token: 'tvT0ken_abcdefghijklmnopqrstuvw',
  client_id: 'demo-demo',
  expires_at: '2026-11-17T03:37:00.000Z',
};

/** A call that fails as the platform fails it: throws the ApiError the client would. */
export function platformFailure(httpStatus: number, codeStatus: number, serverMessage?: string) {
  return () => {
    throw new ApiError({ kind: 'server', httpStatus, codeStatus, serverMessage });
  };
}

/** No connection at all. */
export function offline() {
  throw new ApiError({ kind: 'network', message: 'offline' });
}
