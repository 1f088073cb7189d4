/** A banner as GET /api/admin/banner lists it. */
export interface Banner {
  id: number;
  lang: string;
  imgPath: string;
  title: string | null;
  subTitle: string | null;
  top: number;
  linkUrl: string | null;
}
