import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/httpClient';
import { createQueryClient } from './queryClient';

/** How many times the panel's query cache asks for a read that always fails with `error`. */
async function attemptsFor(error: Error): Promise<number> {
  let attempts = 0;
  const read = createQueryClient().fetchQuery({
    queryKey: ['read'],
    queryFn: () => {
      attempts += 1;
      return Promise.reject(error);
    },
  });
  const settled = read.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  await settled;
  return attempts;
}

describe('the back office query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('asks a failed server or a lost connection once more, and a refusal never again', async () => {
    vi.useFakeTimers();
    expect(await attemptsFor(new ApiError(500, 'Sunucu Hatası!'))).toBe(2);
    expect(await attemptsFor(new ApiError(503, 'Veritabanına ulaşılamıyor'))).toBe(2);
    expect(await attemptsFor(new ApiError(0, 'Sistem Hatası'))).toBe(2);
    expect(await attemptsFor(new TypeError('Failed to fetch'))).toBe(2);
    expect(await attemptsFor(new ApiError(404, 'Kayıt bulunamadı'))).toBe(1);
    expect(await attemptsFor(new ApiError(403, 'Yetkiniz yok'))).toBe(1);
    expect(await attemptsFor(new ApiError(401, 'Oturum sona erdi'))).toBe(1);
  });
});
