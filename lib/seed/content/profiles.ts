import type { Written } from './html';

/** The languages staff offer for "languages spoken", in display order. */
export const spokenLanguages = {
  english: { en_US: 'English', zh_CN: '英语', zh_HK: '英語', ms_MY: 'Bahasa Inggeris', ar_AE: 'الإنجليزية' },
  mandarin: { en_US: 'Mandarin', zh_CN: '普通话', zh_HK: '普通話', ms_MY: 'Bahasa Mandarin', ar_AE: 'الصينية (الماندرين)' },
  cantonese: { en_US: 'Cantonese', zh_CN: '粤语', zh_HK: '粵語', ms_MY: 'Bahasa Kantonis', ar_AE: 'الكانتونية' },
  hokkien: { en_US: 'Hokkien', zh_CN: '闽南语', zh_HK: '閩南語', ms_MY: 'Bahasa Hokkien', ar_AE: 'الهوكيينية' },
  malay: { en_US: 'Malay', zh_CN: '马来语', zh_HK: '馬來語', ms_MY: 'Bahasa Melayu', ar_AE: 'الملايوية' },
  tamil: { en_US: 'Tamil', zh_CN: '泰米尔语', zh_HK: '泰米爾語', ms_MY: 'Bahasa Tamil', ar_AE: 'التاميلية' },
  arabic: { en_US: 'Arabic', zh_CN: '阿拉伯语', zh_HK: '阿拉伯語', ms_MY: 'Bahasa Arab', ar_AE: 'العربية' },
  french: { en_US: 'French', zh_CN: '法语', zh_HK: '法語', ms_MY: 'Bahasa Perancis', ar_AE: 'الفرنسية' },
  japanese: { en_US: 'Japanese', zh_CN: '日语', zh_HK: '日語', ms_MY: 'Bahasa Jepun', ar_AE: 'اليابانية' },
} satisfies Record<string, Written<string>>;
type SpokenKey = keyof typeof spokenLanguages;

/**
 * Where a lawyer is admitted, as lawyers there write it. Hong Kong's Chinese keeps 出庭律師 for
 * its barristers, so an advocate and solicitor of Singapore or Malaysia (one profession) is a
 * 訟辯及事務律師 there; Simplified Chinese writes the title as Singapore's Chinese press does.
 */
const jurisdictions = {
  singapore: {
    en_US: 'Advocate & Solicitor, Supreme Court of Singapore',
    zh_CN: '新加坡最高法院出庭律师及事务律师',
    zh_HK: '新加坡最高法院訟辯及事務律師',
    ms_MY: 'Peguam Bela dan Peguam Cara, Mahkamah Agung Singapura',
    ar_AE: 'محامٍ ومستشار قانوني مقيّد لدى المحكمة العليا في سنغافورة',
  },
  malaya: {
    en_US: 'Advocate & Solicitor, High Court in Malaya',
    zh_CN: '马来亚高等法院出庭律师及事务律师',
    zh_HK: '馬來亞高等法院訟辯及事務律師',
    ms_MY: 'Peguam Bela dan Peguam Cara, Mahkamah Tinggi Malaya',
    ar_AE: 'محامٍ ومستشار قانوني مقيّد لدى المحكمة العليا في ملايا',
  },
  englandWales: {
    en_US: 'Solicitor, England and Wales',
    zh_CN: '英格兰及威尔士事务律师',
    zh_HK: '英格蘭及威爾斯事務律師',
    ms_MY: 'Peguam Cara, England dan Wales',
    ar_AE: 'محامٍ (سوليسيتر) مقيّد في إنجلترا وويلز',
  },
  hongKong: {
    en_US: 'Solicitor, High Court of Hong Kong',
    zh_CN: '香港高等法院律师',
    zh_HK: '香港高等法院律師',
    ms_MY: 'Peguam Cara, Mahkamah Tinggi Hong Kong',
    ar_AE: 'محامٍ (سوليسيتر) مقيّد لدى المحكمة العليا في هونغ كونغ',
  },
  newYork: {
    en_US: 'Attorney-at-Law, New York',
    zh_CN: '美国纽约州律师',
    zh_HK: '美國紐約州律師',
    ms_MY: 'Peguam, Negeri New York',
    ar_AE: 'محامٍ مرخّص في ولاية نيويورك',
  },
  foreignLawyer: {
    en_US: 'Registered Foreign Lawyer, Singapore',
    zh_CN: '新加坡注册外国律师',
    zh_HK: '新加坡註冊外地律師',
    ms_MY: 'Peguam Asing Berdaftar, Singapura',
    ar_AE: 'محامٍ أجنبي مسجّل في سنغافورة',
  },
  prc: {
    en_US: 'Lawyer, People’s Republic of China',
    zh_CN: '中华人民共和国执业律师',
    zh_HK: '中華人民共和國執業律師',
    ms_MY: 'Peguam Berlesen, Republik Rakyat China',
    ar_AE: 'محامٍ مرخّص في جمهورية الصين الشعبية',
  },
} satisfies Record<string, Written<string>>;

const institutions = {
  nus: {
    en_US: 'National University of Singapore',
    zh_CN: '新加坡国立大学',
    zh_HK: '新加坡國立大學',
    ms_MY: 'Universiti Nasional Singapura',
    ar_AE: 'جامعة سنغافورة الوطنية',
  },
  smu: {
    en_US: 'Singapore Management University',
    zh_CN: '新加坡管理大学',
    zh_HK: '新加坡管理大學',
    ms_MY: 'Universiti Pengurusan Singapura',
    ar_AE: 'جامعة سنغافورة للإدارة',
  },
  sile: {
    en_US: 'Singapore Institute of Legal Education',
    zh_CN: '新加坡法律教育学院',
    zh_HK: '新加坡法律教育學院',
    ms_MY: 'Institut Pendidikan Undang-Undang Singapura',
    ar_AE: 'معهد سنغافورة للتعليم القانوني',
  },
  cambridge: {
    en_US: 'University of Cambridge',
    zh_CN: '英国剑桥大学',
    zh_HK: '英國劍橋大學',
    ms_MY: 'Universiti Cambridge',
    ar_AE: 'جامعة كامبريدج',
  },
  london: { en_US: 'University of London', zh_CN: '伦敦大学', zh_HK: '倫敦大學', ms_MY: 'Universiti London', ar_AE: 'جامعة لندن' },
  kcl: {
    en_US: 'King’s College London',
    zh_CN: '伦敦国王学院',
    zh_HK: '倫敦國王學院',
    ms_MY: 'King’s College London',
    ar_AE: 'كينغز كوليدج لندن',
  },
  lse: {
    en_US: 'London School of Economics and Political Science',
    zh_CN: '伦敦政治经济学院',
    zh_HK: '倫敦政治經濟學院',
    ms_MY: 'London School of Economics and Political Science',
    ar_AE: 'كلية لندن للاقتصاد والعلوم السياسية',
  },
  ciarb: {
    en_US: 'Chartered Institute of Arbitrators',
    zh_CN: '英国皇家特许仲裁员协会',
    zh_HK: '英國特許仲裁學會',
    ms_MY: 'Chartered Institute of Arbitrators',
    ar_AE: 'المعهد الملكي للمحكّمين',
  },
  berkeley: {
    en_US: 'University of California, Berkeley',
    zh_CN: '美国加州大学伯克利分校',
    zh_HK: '美國加州大學柏克萊分校',
    ms_MY: 'Universiti California, Berkeley',
    ar_AE: 'جامعة كاليفورنيا، بيركلي',
  },
  columbia: {
    en_US: 'Columbia University',
    zh_CN: '美国哥伦比亚大学',
    zh_HK: '美國哥倫比亞大學',
    ms_MY: 'Universiti Columbia',
    ar_AE: 'جامعة كولومبيا',
  },
  hku: {
    en_US: 'The University of Hong Kong',
    zh_CN: '香港大学',
    zh_HK: '香港大學',
    ms_MY: 'Universiti Hong Kong',
    ar_AE: 'جامعة هونغ كونغ',
  },
  cuhk: {
    en_US: 'The Chinese University of Hong Kong',
    zh_CN: '香港中文大学',
    zh_HK: '香港中文大學',
    ms_MY: 'Universiti Cina Hong Kong',
    ar_AE: 'الجامعة الصينية في هونغ كونغ',
  },
  fudan: { en_US: 'Fudan University', zh_CN: '复旦大学', zh_HK: '復旦大學', ms_MY: 'Universiti Fudan', ar_AE: 'جامعة فودان' },
  ecupl: {
    en_US: 'East China University of Political Science and Law',
    zh_CN: '华东政法大学',
    zh_HK: '華東政法大學',
    ms_MY: 'Universiti Sains Politik dan Undang-Undang China Timur',
    ar_AE: 'جامعة شرق الصين للعلوم السياسية والقانون',
  },
} satisfies Record<string, Written<string>>;

const qualifications = {
  llbHons: {
    en_US: 'LLB (Hons)',
    zh_CN: '法学学士（荣誉）',
    zh_HK: '法學士（榮譽）',
    ms_MY: 'LLB (Kepujian)',
    ar_AE: 'بكالوريوس القانون مع مرتبة الشرف',
  },
  llb: { en_US: 'LLB', zh_CN: '法学学士', zh_HK: '法學士', ms_MY: 'LLB', ar_AE: 'بكالوريوس القانون' },
  llm: { en_US: 'LLM', zh_CN: '法学硕士', zh_HK: '法學碩士', ms_MY: 'LLM', ar_AE: 'ماجستير القانون' },
  llmTech: {
    en_US: 'LLM (Law and Technology)',
    zh_CN: '法学硕士（法律与科技方向）',
    zh_HK: '法學碩士（法律與科技）',
    ms_MY: 'LLM (Undang-Undang dan Teknologi)',
    ar_AE: 'ماجستير القانون (القانون والتكنولوجيا)',
  },
  partB: {
    en_US: 'Part B Examinations',
    zh_CN: 'B部分考试',
    zh_HK: 'B部考試',
    ms_MY: 'Peperiksaan Bahagian B',
    ar_AE: 'امتحانات الجزء (ب)',
  },
  pcll: {
    en_US: 'PCLL',
    zh_CN: '法学专业证书（PCLL）',
    zh_HK: '法學專業證書（PCLL）',
    ms_MY: 'PCLL',
    ar_AE: 'الشهادة المهنية في القانون (PCLL)',
  },
  fciarb: {
    en_US: 'Fellow (FCIArb)',
    zh_CN: '资深会员（FCIArb）',
    zh_HK: '資深會員（FCIArb）',
    ms_MY: 'Felo (FCIArb)',
    ar_AE: 'زميل (FCIArb)',
  },
} satisfies Record<string, Written<string>>;

type Admission = [keyof typeof jurisdictions, number];
type Degree = [keyof typeof institutions, keyof typeof qualifications, number];

interface Credentials {
  admissions: Admission[];
  education: Degree[];
  languages: SpokenKey[];
}

/** Each demo lawyer's admissions, education and languages spoken, by the lawyer's key. */
const credentials: Record<string, Credentials> = {
  'daniel-koh': {
    admissions: [
      ['singapore', 1998],
      ['englandWales', 2001],
    ],
    education: [
      ['nus', 'llbHons', 1997],
      ['cambridge', 'llm', 1999],
    ],
    languages: ['english', 'mandarin', 'hokkien'],
  },
  'priya-ramanathan': {
    admissions: [['singapore', 2004]],
    education: [
      ['nus', 'llbHons', 2003],
      ['ciarb', 'fciarb', 2014],
    ],
    languages: ['english', 'tamil', 'french'],
  },
  'marcus-lee': { admissions: [['singapore', 2017]], education: [['smu', 'llbHons', 2016]], languages: ['english', 'mandarin'] },
  'sarah-lim': {
    admissions: [['singapore', 2010]],
    education: [
      ['nus', 'llbHons', 2009],
      ['berkeley', 'llmTech', 2013],
    ],
    languages: ['english', 'mandarin', 'malay'],
  },
  'ahmad-faizal': {
    admissions: [
      ['singapore', 2006],
      ['malaya', 2009],
    ],
    education: [['nus', 'llbHons', 2005]],
    languages: ['english', 'malay', 'arabic'],
  },
  'eleanor-whitmore': {
    admissions: [
      ['englandWales', 2007],
      ['foreignLawyer', 2015],
    ],
    education: [['kcl', 'llb', 2004]],
    languages: ['english', 'french'],
  },
  'chua-li-ting': { admissions: [['singapore', 2015]], education: [['nus', 'llbHons', 2014]], languages: ['english', 'mandarin'] },
  'arjun-krishnan': {
    admissions: [['singapore', 2020]],
    education: [
      ['london', 'llbHons', 2018],
      ['sile', 'partB', 2019],
    ],
    languages: ['english', 'tamil'],
  },
  'goh-shu-wen': { admissions: [['singapore', 2020]], education: [['smu', 'llbHons', 2019]], languages: ['english', 'mandarin'] },
  'nicholas-tay': {
    admissions: [['singapore', 2012]],
    education: [['nus', 'llbHons', 2011]],
    languages: ['english', 'mandarin', 'hokkien'],
  },
  'catherine-wong': {
    admissions: [
      ['hongKong', 2011],
      ['englandWales', 2013],
    ],
    education: [
      ['hku', 'llb', 2008],
      ['hku', 'pcll', 2009],
    ],
    languages: ['english', 'cantonese', 'mandarin'],
  },
  'jonathan-cheung': {
    admissions: [['hongKong', 2007]],
    education: [
      ['hku', 'llb', 2004],
      ['hku', 'pcll', 2005],
    ],
    languages: ['english', 'cantonese', 'mandarin'],
  },
  'fiona-lau': {
    admissions: [['hongKong', 2013]],
    education: [
      ['cuhk', 'llb', 2010],
      ['cuhk', 'pcll', 2011],
    ],
    languages: ['english', 'cantonese'],
  },
  'kelvin-chan': {
    admissions: [['hongKong', 2018]],
    education: [
      ['hku', 'llb', 2015],
      ['hku', 'pcll', 2016],
    ],
    languages: ['english', 'cantonese', 'mandarin'],
  },
  'michelle-ho': {
    admissions: [['hongKong', 2022]],
    education: [
      ['cuhk', 'llb', 2019],
      ['cuhk', 'pcll', 2020],
    ],
    languages: ['english', 'cantonese'],
  },
  'zhou-wenhao': {
    admissions: [['prc', 2006]],
    education: [
      ['fudan', 'llb', 2005],
      ['nus', 'llm', 2008],
    ],
    languages: ['mandarin', 'english'],
  },
  'chen-yiran': {
    admissions: [
      ['newYork', 2011],
      ['foreignLawyer', 2016],
    ],
    education: [
      ['ecupl', 'llb', 2007],
      ['columbia', 'llm', 2010],
    ],
    languages: ['mandarin', 'english'],
  },
  'liu-mengqi': { admissions: [['prc', 2013]], education: [['ecupl', 'llb', 2012]], languages: ['mandarin', 'english', 'japanese'] },
  'wang-haoyu': {
    admissions: [['prc', 2019]],
    education: [
      ['fudan', 'llb', 2016],
      ['lse', 'llm', 2018],
    ],
    languages: ['mandarin', 'english'],
  },
  'sun-jiayi': { admissions: [['prc', 2021]], education: [['ecupl', 'llb', 2020]], languages: ['mandarin', 'english'] },
};

/** A demo lawyer's admissions, education and languages spoken (keys of `spokenLanguages`), in language `lang`. */
export function credentialsOf(key: string, lang: keyof Written<string>) {
  const own = credentials[key];
  if (!own) throw new Error(`demo content has no credentials for ${key}`);
  return {
    admissions: own.admissions.map(([where, year]) => ({ jurisdiction: jurisdictions[where][lang], year })),
    education: own.education.map(([school, degree, year]) => ({
      institution: institutions[school][lang],
      qualification: qualifications[degree][lang],
      year,
    })),
    languages: own.languages,
  };
}
