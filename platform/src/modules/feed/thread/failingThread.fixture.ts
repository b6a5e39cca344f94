// A tick thread that fails while loading, as a broken file or a missing native module would: the
// tests check that the failure is logged and the feed ticks on without the thread.
throw new Error('the tick thread could not start');
