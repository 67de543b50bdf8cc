import type { HintService } from '../review/hint-service';
import type { Handlers } from './serve';

/** A hint at a learning table, for the seat whose turn it is (review/hint-service.ts). */
export function hintRoutes(hints: HintService): Handlers<'hint'> {
  return {
    hint: async ({ principal }) => hints.ask(principal),
  };
}
