/** One illustrated step of a help topic: a screenshot of this app and what to do there. */
export type HelpStep = {
  /** Under /help/ in the web app's public folder. */
  image: string;
  /** What the screenshot shows, for people who cannot see it. */
  alt: string;
  text: string;
};

export type HelpTopic = {
  /** The id the videoId query names. */
  id: string;
  title: string;
  summary: string;
  steps: HelpStep[];
  /** Where the feature lives, when the address needs no athlete. */
  path?: string;
};
