// The slip panel as a default export, for the overlay's lazy import.
export { BetslipPanel as default } from '../components/BetslipPanel.tsx';
