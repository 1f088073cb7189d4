/** Which rows of a list to give: `pageSize` rows after the first `offset`. */
export interface PageRequest {
  offset: number;
  pageSize: number;
}
