export { searchMove, type SearchBudget } from './ismcts';
export { estimateChances, sameMove, valueOf, type Estimate, type MoveValue } from './estimate';
export { BOT_LEVELS, LEVEL_BUDGETS, reducedBudget, isBotLevel, type BotLevel, type SearchLevel } from './levels';
