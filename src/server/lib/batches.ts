/**
 * Deletes by statements of at most `batch` rows (`deleteBatch` returns how many it deleted) until
 * one deletes fewer, the event loop free between statements, and returns how many in all: a
 * retention run over years of rows never holds the server's requests (SQLite's statements run on
 * the event loop) or other writers behind one long delete.
 */
export async function deleteInBatches(batch: number, deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteBatch(batch);
    deleted += count;
    if (count < batch) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
