import { memo, Profiler, type ComponentType, type ProfilerOnRenderCallback } from 'react';
import { LiveEventRow, type LiveRowProps } from '../components/LiveEventRow.tsx';

/** Told about every commit that rendered part of a row, with the row's event id. */
export type RowRenderListener = (
  eventId: number,
  phase: 'mount' | 'update' | 'nested-update',
) => void;

/**
 * The live row wrapped in a React Profiler, to count which rows a poll re-renders (the render
 * benchmark and its unit test). The wrapper is memoised exactly like LiveEventRow (same props,
 * shallow comparison), so it skips when the row would, and the Profiler also reports updates
 * that start inside a row (a price flash, the slip's selection). Profilers report in development
 * and profiling builds only.
 */
export function profiledRow(listener: RowRenderListener): ComponentType<LiveRowProps> {
  const onRender: ProfilerOnRenderCallback = (id, phase) => listener(Number(id), phase);
  return memo(function ProfiledLiveRow(props: LiveRowProps) {
    return (
      <Profiler id={String(props.event.id)} onRender={onRender}>
        <LiveEventRow {...props} />
      </Profiler>
    );
  });
}
