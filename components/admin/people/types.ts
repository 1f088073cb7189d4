/** A lawyer's language version as the admin calls return it. */
export interface Lawyer {
  id: number;
  no: string;
  lang: string;
  top: number;
  photoUrl: string | null;
  name: string;
  jobs?: { jobId: number; name: string }[];
  jobIds?: number[];
  proFields?: { professionalFieldId: number; name: string }[];
  proFieldIds?: number[];
  phoneNumber: string | null;
  email: string | null;
  office: string | null;
  intro: string | null;
  customContent?: string | null;
  customContents?: { title: string; content: string | null }[];
}

export interface NamedOption {
  id: number;
  name: string;
  lang?: string;
}
