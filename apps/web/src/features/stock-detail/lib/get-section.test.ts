import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBodyText, getSection, queryString, SectionRequestError } from './get-section';

afterEach(() => vi.unstubAllGlobals());

describe('getSection', () => {
  it('keeps the message of a failed reply as the error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 404, message: 'No company data for XYZ' }), {
            status: 404,
          }),
      ),
    );
    const failure = await getSection('/info/companyInfo.pt?symbol=XYZ', z.object({})).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SectionRequestError);
    expect((failure as SectionRequestError).status).toBe(404);
    expect((failure as SectionRequestError).message).toBe('No company data for XYZ');
  });

  it('parses a good reply with its schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ a: 1 }))),
    );
    await expect(getSection('/x', z.object({ a: z.number() }))).resolves.toEqual({ a: 1 });
    await expect(getSection('/x', z.object({ b: z.string() }))).rejects.toThrow();
  });

  it('reads bodies and builds query strings', () => {
    expect(errorBodyText('plain failure')).toBe('plain failure');
    expect(queryString({ symbol: 'FPT', page: 2, to: undefined })).toBe('symbol=FPT&page=2');
  });
});
