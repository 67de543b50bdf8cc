export { searchMove, type SearchBudget } from './ismcts';
export { BOT_LEVELS, LEVEL_BUDGETS, reducedBudget, isBotLevel, type BotLevel, type SearchLevel } from './levels';
