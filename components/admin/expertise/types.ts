/** A practice-area version as the admin calls return it. */
export interface PracticeArea {
  id: number;
  no: string;
  lang: string;
  name: string;
  introduce: string | null;
  iconUrl: string | null;
  sort: number;
  updateTime: string;
}
