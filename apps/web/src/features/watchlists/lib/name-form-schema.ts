// The name form of a watchlist (add, rename): required, at most 20 characters, not a name of
// another list; the message is the rule's text in the current language.
import { validateWatchlistName } from '@sen/market';
import { z } from 'zod';
import { problemText } from './problem-text';

export function nameFormSchema(otherNames: readonly string[], language: string) {
  return z.object({
    name: z.string().superRefine((name, ctx) => {
      const problem = validateWatchlistName(name, otherNames);
      if (problem) ctx.addIssue({ code: 'custom', message: problemText(problem, language) });
    }),
  });
}

export type NameForm = z.input<ReturnType<typeof nameFormSchema>>;
