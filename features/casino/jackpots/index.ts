/*
 * The jackpots sub-area of the casino: the block the casino pages place (live amounts, polled for
 * guests and read from the balance for players, and the celebration of a player's wins).
 */
export { default as JackpotBlock } from './components/JackpotBlock.tsx';
