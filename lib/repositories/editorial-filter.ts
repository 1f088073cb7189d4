/** What staff's and visitors' lists of a workflow kind filter on. */
export interface EditorialFilter {
  /** Only rows in this editorial status (staff's lists). */
  status?: string;
  /** Only rows whose text is live for visitors (`published = 1`). */
  publishedOnly?: boolean;
}
