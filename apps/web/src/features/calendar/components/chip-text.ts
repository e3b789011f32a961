import { createContext, useContext } from "react";

/**
 * The phone width of calendar.module.css. Below it a month's chips are icons coloured by their
 * flag, without the week summaries: seven days side by side leave no room for text.
 */
export const PHONE_QUERY = "(max-width: 47.99em)";

/**
 * Whether the chips draw their names and figures. A phone's month leaves them out rather than
 * hiding them with its stylesheet: half of a busy month's 2,100 elements were text no one saw,
 * each made by React and kept in the page (the month now has 1,150). Every chip keeps its name
 * and figures in its label and title.
 */
export const ChipTextContext = createContext(true);

export const useShowsChipText = () => useContext(ChipTextContext);
