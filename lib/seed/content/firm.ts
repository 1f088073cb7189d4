import type { Room } from '../art';
import type { CoverKey } from '../images';
import type { Block, Written } from './html';
import { offices } from './organisation';

export const firm = {
  name: {
    en_US: 'Harbourfront Chambers LLP',
    zh_CN: '港滨律师事务所',
    zh_HK: '港濱律師行',
    ms_MY: 'Harbourfront Chambers LLP',
    ar_AE: 'هاربرفرونت تشامبرز للمحاماة',
  },
  /** The head office's address, as each office writes it (content/organisation.ts). */
  address: offices.singapore.address,
  email: 'enquiries@harbourfront.example',
  tel: '+65 6800 1200',
  lawyerCount: 86,
  totalPeople: 214,
  branchCount: 3,
  introduce: {
    en_US: [
      'Harbourfront Chambers is a full-service law firm headquartered in Singapore, with offices in Hong Kong and Shanghai. For more than two decades we have advised companies, financial institutions, investors and families on their most important transactions and disputes across Asia.',
      'Our lawyers combine technical excellence with a practical understanding of business in the region. We are known for clear advice, senior attention on every matter and teams that work seamlessly across borders.',
    ],
    zh_CN: [
      '港滨律师事务所是一家总部位于新加坡的综合性律师事务所，在香港和上海设有办公室。二十多年来，我们为企业、金融机构、投资者及家族处理其在亚洲各地最重要的交易与争议。',
      '我们的律师兼具精湛的专业能力和对区域商业环境的深刻理解。我们以清晰务实的法律意见、合伙人亲自参与每一项事务以及跨境团队的无缝协作而著称。',
    ],
    zh_HK: [
      '港濱律師行是一家總部設於新加坡的綜合性律師行，在香港及上海均設有辦事處。二十多年來，我們一直為企業、金融機構、投資者及家族處理他們在亞洲各地最重要的交易和爭議。',
      '我們的律師既有紮實的專業功底，亦熟悉區內的營商環境。客戶欣賞我們的意見清晰實用、每宗案件均由合夥人親自跟進，以及跨境團隊之間合作無間。',
    ],
    ms_MY: [
      'Harbourfront Chambers ialah firma guaman perkhidmatan penuh yang beribu pejabat di Singapura, dengan pejabat di Hong Kong dan Shanghai. Selama lebih dua dekad, kami telah menasihati syarikat, institusi kewangan, pelabur dan keluarga dalam urus niaga serta pertikaian mereka yang paling penting di seluruh Asia.',
      'Peguam kami menggabungkan kepakaran teknikal dengan kefahaman praktikal tentang dunia perniagaan di rantau ini. Kami terkenal kerana nasihat yang jelas, penglibatan rakan kongsi dalam setiap perkara dan pasukan yang bekerja dengan lancar merentasi sempadan.',
    ],
    ar_AE: [
      'هاربرفرونت تشامبرز مكتب محاماة متكامل الخدمات يقع مقره الرئيسي في سنغافورة، وله مكتبان في هونغ كونغ وشنغهاي. ونقدّم منذ أكثر من عقدين الاستشارات للشركات والمؤسسات المالية والمستثمرين والعائلات في أهم صفقاتهم ونزاعاتهم في أنحاء آسيا.',
      'يجمع محامونا بين التميّز المهني والفهم العملي لبيئة الأعمال في المنطقة. ونُعرف بوضوح المشورة، وبإشراف الشركاء المباشر على كل ملف، وبفرق عمل تتكامل بسلاسة عبر الحدود.',
    ],
  } satisfies Written<Block[]>,
  advantages: {
    en_US: [
      {
        title: 'Cross-border by design',
        content:
          'Teams in Singapore, Hong Kong and Shanghai work as one, so clients have a single point of contact for matters spanning the region.',
      },
      {
        title: 'Partner-led service',
        content: 'A partner is closely involved in every matter, from the first call to completion or award.',
      },
      {
        title: 'Deal and dispute experience',
        content:
          'Our transactional lawyers draft with the courtroom in mind, and our advocates understand the commercial deals behind every dispute.',
      },
      {
        title: 'Bilingual teams',
        content: 'We advise and negotiate in English and Chinese, and understand the business cultures on both sides of the table.',
      },
    ],
    zh_CN: [
      { title: '天然的跨境基因', content: '新加坡、香港和上海三地团队一体运作，客户处理跨区域事务只需一个联络窗口。' },
      { title: '合伙人主导服务', content: '从首次沟通到交易完成或裁决作出，每一项事务都有合伙人深度参与。' },
      { title: '交易与争议经验兼备', content: '我们的交易律师在起草文件时充分考虑争议风险，诉讼仲裁律师则深谙每宗争议背后的商业逻辑。' },
      { title: '双语专业团队', content: '我们以中英文提供法律意见并参与谈判，熟悉谈判桌两端的商业文化。' },
    ],
    zh_HK: [
      { title: '跨境業務，與生俱來', content: '新加坡、香港及上海三地團隊一體運作，客戶處理橫跨區內的事務，只需一個聯絡人。' },
      { title: '合夥人親自主理', content: '由首次會面到交易完成或裁決頒布，每宗事務都有合夥人全程參與。' },
      {
        title: '交易與爭議經驗兼備',
        content: '我們的交易律師草擬文件時已預計日後可能出現的爭議；訴訟及仲裁律師則熟知每宗爭議背後的商業考量。',
      },
      { title: '中英雙語團隊', content: '我們以中英文提供法律意見及進行談判，了解談判桌兩邊的商業文化。' },
    ],
    ms_MY: [
      {
        title: 'Merentas sempadan sejak awal',
        content:
          'Pasukan kami di Singapura, Hong Kong dan Shanghai bekerja sebagai satu, jadi klien hanya perlu berurusan dengan seorang wakil untuk perkara yang merangkumi seluruh rantau.',
      },
      {
        title: 'Diketuai rakan kongsi',
        content:
          'Seorang rakan kongsi terlibat secara langsung dalam setiap perkara, dari perbincangan pertama hingga urus niaga selesai atau award diputuskan.',
      },
      {
        title: 'Pengalaman urus niaga dan pertikaian',
        content:
          'Peguam urus niaga kami mendraf dengan mengambil kira risiko di mahkamah, manakala peguam bela kami memahami urus niaga komersial di sebalik setiap pertikaian.',
      },
      {
        title: 'Pasukan dwibahasa',
        content:
          'Kami memberi nasihat dan berunding dalam bahasa Inggeris dan bahasa Cina, serta memahami budaya perniagaan kedua-dua pihak.',
      },
    ],
    ar_AE: [
      {
        title: 'حضور عابر للحدود',
        content:
          'تعمل فرقنا في سنغافورة وهونغ كونغ وشنغهاي فريقًا واحدًا، فيتعامل العميل مع جهة اتصال واحدة في المسائل التي تمتد عبر المنطقة.',
      },
      { title: 'خدمة بقيادة الشركاء', content: 'يتابع أحد الشركاء كل ملف عن قرب، من الاجتماع الأول حتى إتمام الصفقة أو صدور الحكم.' },
      {
        title: 'خبرة في الصفقات والنزاعات',
        content: 'يصوغ محامو الصفقات لدينا العقود وأعينهم على قاعة المحكمة، ويدرك محامو التقاضي الأبعاد التجارية لكل نزاع.',
      },
      { title: 'فرق متعددة اللغات', content: 'نقدّم المشورة ونتفاوض بالإنجليزية والصينية، ونفهم ثقافة الأعمال لدى طرفي طاولة التفاوض.' },
    ],
  } satisfies Written<{ title: string; content: string }[]>,
  environment: [
    {
      room: 'reception',
      title: {
        en_US: 'Reception, Singapore',
        zh_CN: '新加坡办公室前台',
        zh_HK: '新加坡辦事處接待處',
        ms_MY: 'Kaunter penyambut tetamu, Singapura',
        ar_AE: 'الاستقبال، مكتب سنغافورة',
      },
    },
    {
      room: 'meeting',
      title: {
        en_US: 'Client meeting suite',
        zh_CN: '客户会议室',
        zh_HK: '客戶會議室',
        ms_MY: 'Bilik mesyuarat klien',
        ar_AE: 'قاعة اجتماعات العملاء',
      },
    },
    {
      room: 'library',
      title: {
        en_US: 'Library and knowledge centre',
        zh_CN: '图书馆与知识中心',
        zh_HK: '圖書館及知識中心',
        ms_MY: 'Perpustakaan dan pusat pengetahuan',
        ar_AE: 'المكتبة ومركز المعرفة',
      },
    },
    {
      room: 'view',
      title: {
        en_US: 'View over Marina Bay',
        zh_CN: '远眺滨海湾',
        zh_HK: '遠眺濱海灣',
        ms_MY: 'Pemandangan Marina Bay',
        ar_AE: 'إطلالة على خليج مارينا',
      },
    },
  ] satisfies { room: Room; title: Written<string> }[],
};

export const banners: { cover: CoverKey; linkUrl: string | null; title: Written<string>; subTitle: Written<string> }[] = [
  {
    cover: 'skyline:0',
    linkUrl: null,
    title: {
      en_US: 'Clarity in complexity',
      zh_CN: '化繁为简，明晰致远',
      zh_HK: '化繁為簡，洞見先機',
      ms_MY: 'Jelas dalam kerumitan',
      ar_AE: 'وضوح في مواجهة التعقيد',
    },
    subTitle: {
      en_US: 'Singapore-headquartered counsel for business across Asia',
      zh_CN: '立足新加坡，服务亚洲商业',
      zh_HK: '立足新加坡，服務亞洲企業',
      ms_MY: 'Peguam berpangkalan di Singapura untuk perniagaan di seluruh Asia',
      ar_AE: 'مستشارون قانونيون من سنغافورة لأعمالكم في أنحاء آسيا',
    },
  },
  {
    cover: 'columns:3',
    linkUrl: '/expertises',
    title: {
      en_US: 'Twelve practices, one team',
      zh_CN: '十二个业务领域，一支协同团队',
      zh_HK: '十二個業務範疇，一支團隊',
      ms_MY: 'Dua belas bidang amalan, satu pasukan',
      ar_AE: 'اثنا عشر مجالًا، وفريق واحد',
    },
    subTitle: {
      en_US: 'From M&A and capital markets to arbitration and restructuring',
      zh_CN: '从并购与资本市场，到国际仲裁与重组',
      zh_HK: '由合併與收購、資本市場，到國際仲裁及債務重組',
      ms_MY: 'Daripada penggabungan dan pengambilalihan serta pasaran modal hingga timbang tara dan penstrukturan semula',
      ar_AE: 'من الاندماج والاستحواذ وأسواق رأس المال إلى التحكيم وإعادة الهيكلة',
    },
  },
  {
    cover: 'harbour:4',
    linkUrl: null,
    title: {
      en_US: 'Disputes resolved, wherever they arise',
      zh_CN: '争议无论起于何处，皆可妥善解决',
      zh_HK: '爭議無論在何處出現，都能妥善解決',
      ms_MY: 'Pertikaian diselesaikan, di mana jua ia timbul',
      ar_AE: 'نسوّي النزاعات أينما نشأت',
    },
    subTitle: {
      en_US: 'Advocates in Singapore, Hong Kong and Shanghai',
      zh_CN: '新加坡、香港、上海三地争议解决团队',
      zh_HK: '新加坡、香港及上海三地的爭議解決團隊',
      ms_MY: 'Peguam bela di Singapura, Hong Kong dan Shanghai',
      ar_AE: 'محامو مرافعة في سنغافورة وهونغ كونغ وشنغهاي',
    },
  },
];

export interface HonourDef {
  daysAgo: number;
  views: number;
  top?: boolean;
  cover: CoverKey;
  /** Honours name the year they were given: the year of their date. */
  title: (year: number) => Written<string>;
  content: Written<Block[]>;
}

export const honours: HonourDef[] = [
  {
    daysAgo: 9,
    views: 640,
    top: true,
    cover: 'laurel:0',
    title: (year) => ({
      en_US: `Singapore Law Firm of the Year ${year}`,
      zh_CN: `${year}年度新加坡律师事务所`,
      zh_HK: `${year}年度新加坡律師行`,
      ms_MY: `Firma Guaman Singapura Terbaik ${year}`,
      ar_AE: `مكتب المحاماة السنغافوري لعام ${year}`,
    }),
    content: {
      en_US: [
        'Awarded by the Asia Counsel Awards, judged by a panel of regional general counsel.',
        'The judges highlighted our cross-border transactions between China and Southeast Asia, our record in international arbitration and the consistency of our client service across three offices.',
      ],
      zh_CN: [
        '由Asia Counsel Awards颁发，评审团由区域内多家企业的总法律顾问组成。',
        '评审团特别肯定了本所在中国与东南亚之间的跨境交易、国际仲裁领域的出色业绩，以及三地办公室始终如一的客户服务。',
      ],
      zh_HK: [
        '由Asia Counsel Awards頒發，評審團由區內多家企業的法律總顧問組成。',
        '評審團特別表揚本行在中國與東南亞之間的跨境交易、在國際仲裁方面的往績，以及三地辦事處一貫的客戶服務水平。',
      ],
      ms_MY: [
        'Dianugerahkan oleh Asia Counsel Awards, dengan penilaian oleh panel peguam am syarikat dari seluruh rantau.',
        'Panel hakim menonjolkan urus niaga rentas sempadan kami antara China dan Asia Tenggara, rekod kami dalam timbang tara antarabangsa dan perkhidmatan klien yang konsisten di ketiga-tiga pejabat.',
      ],
      ar_AE: [
        'ضمن Asia Counsel Awards، التي يقيّمها فريق من كبار المستشارين القانونيين لشركات المنطقة.',
        'وأشاد المقيّمون بصفقاتنا العابرة للحدود بين الصين وجنوب شرق آسيا، وبسجلنا في التحكيم الدولي، وبثبات مستوى خدمة العملاء في مكاتبنا الثلاثة.',
      ],
    },
  },
  {
    daysAgo: 64,
    views: 418,
    top: true,
    cover: 'laurel:1',
    title: (year) => ({
      en_US: `Tier 1 for International Arbitration, Legal Compass Asia-Pacific ${year}`,
      zh_CN: `Legal Compass Asia-Pacific ${year}：国际仲裁第一梯队`,
      zh_HK: `Legal Compass Asia-Pacific ${year}：國際仲裁第一級別`,
      ms_MY: `Tier 1 Timbang Tara Antarabangsa, Legal Compass Asia-Pacific ${year}`,
      ar_AE: `الفئة الأولى في التحكيم الدولي، Legal Compass Asia-Pacific ${year}`,
    }),
    content: {
      en_US: [
        'Ranked in the top tier for the third consecutive year, with Priya Ramanathan named a leading individual.',
        'Clients describe the team as “formidable advocates who never lose sight of the commercial objective”.',
      ],
      zh_CN: [
        '连续第三年位列第一梯队，普丽娅·拉马纳坦获评“领先律师”。',
        '客户评价该团队是“实力强劲的代理律师，且始终不忘客户的商业目标”。',
      ],
      zh_HK: [
        '連續第三年躋身第一級別，普麗婭·拉馬納坦獲評為「領先律師」。',
        '客戶形容團隊是「令人敬畏的訟辯律師，而且從不忘記客戶的商業目標」。',
      ],
      ms_MY: [
        'Disenaraikan dalam kedudukan teratas bagi tahun ketiga berturut-turut, dengan Priya Ramanathan dinamakan sebagai peguam terkemuka.',
        'Klien menyifatkan pasukan ini sebagai “peguam bela yang hebat dan tidak pernah melupakan objektif komersial”.',
      ],
      ar_AE: [
        'صُنّفنا في الفئة الأولى للعام الثالث على التوالي، واختيرت بريا راماناثان ضمن أبرز المحامين.',
        'ويصف العملاء الفريق بأنه «محامو مرافعة أقوياء لا يغيب عنهم الهدف التجاري أبدًا».',
      ],
    },
  },
  {
    daysAgo: 70,
    views: 301,
    cover: 'laurel:2',
    title: (year) => ({
      en_US: `Tier 1 for Corporate & M&A, Legal Compass Asia-Pacific ${year}`,
      zh_CN: `Legal Compass Asia-Pacific ${year}：公司与并购第一梯队`,
      zh_HK: `Legal Compass Asia-Pacific ${year}：公司及合併與收購第一級別`,
      ms_MY: `Tier 1 Korporat dan M&A, Legal Compass Asia-Pacific ${year}`,
      ar_AE: `الفئة الأولى في الشركات والاندماج والاستحواذ، Legal Compass Asia-Pacific ${year}`,
    }),
    content: {
      en_US: [
        'Recognised for complex cross-border transactions, with Daniel Koh named a leading individual.',
        'The guide notes the team’s strength in public takeovers and in outbound investment from China into Southeast Asia.',
      ],
      zh_CN: ['因办理复杂跨境交易获得认可，许伟杰获评“领先律师”。', '该指南特别提到团队在公开要约收购以及中国企业投资东南亚方面的实力。'],
      zh_HK: [
        '本行處理複雜跨境交易的能力獲得肯定，許偉傑獲評為「領先律師」。',
        '指南特別提到團隊在公開收購，以及中國企業投資東南亞方面的實力。',
      ],
      ms_MY: [
        'Diiktiraf kerana urus niaga rentas sempadan yang kompleks, dengan Daniel Koh dinamakan sebagai peguam terkemuka.',
        'Panduan ini menyebut kekuatan pasukan dalam pengambilalihan awam dan pelaburan keluar dari China ke Asia Tenggara.',
      ],
      ar_AE: [
        'جاء هذا التصنيف تقديرًا لعملنا في الصفقات المعقدة العابرة للحدود، واختير دانيال كوه ضمن أبرز المحامين.',
        'ونوّه الدليل بقوة الفريق في عروض الاستحواذ العامة وفي الاستثمارات الصينية المتجهة إلى جنوب شرق آسيا.',
      ],
    },
  },
  {
    daysAgo: 203,
    views: 276,
    cover: 'laurel:3',
    title: (year) => ({
      en_US: `Dispute Resolution Team of the Year ${year}`,
      zh_CN: `${year}年度争议解决团队`,
      zh_HK: `${year}年度爭議解決團隊`,
      ms_MY: `Pasukan Penyelesaian Pertikaian Terbaik ${year}`,
      ar_AE: `فريق تسوية المنازعات لعام ${year}`,
    }),
    content: {
      en_US: [
        'Straits Legal Awards, for a US$310 million award in an energy arbitration.',
        'The team acted for an Asian utility in a SIAC arbitration concerning the construction of a combined-cycle power plant.',
      ],
      zh_CN: [
        'Straits Legal Awards，表彰团队在一宗能源仲裁中赢得3.1亿美元裁决。',
        '团队代表一家亚洲公用事业公司，处理一宗涉及联合循环电厂建设的新加坡国际仲裁中心仲裁。',
      ],
      zh_HK: [
        'Straits Legal Awards，表揚團隊在一宗能源仲裁中取得3.1億美元的裁決。',
        '團隊代表一家亞洲公用事業公司，處理一宗涉及興建聯合循環發電廠的新加坡國際仲裁中心仲裁。',
      ],
      ms_MY: [
        'Straits Legal Awards, atas award AS$310 juta dalam timbang tara tenaga.',
        'Pasukan ini bertindak bagi sebuah syarikat utiliti Asia dalam timbang tara SIAC berhubung pembinaan loji janakuasa kitaran gabungan.',
      ],
      ar_AE: [
        'Straits Legal Awards، عن حكم تحكيم بقيمة 310 ملايين دولار أمريكي في نزاع يتعلق بالطاقة.',
        'ومثّل الفريق شركة مرافق آسيوية في تحكيم أمام مركز سنغافورة للتحكيم الدولي بشأن إنشاء محطة كهرباء بنظام الدورة المركّبة.',
      ],
    },
  },
  {
    daysAgo: 340,
    views: 188,
    cover: 'laurel:4',
    title: (year) => ({
      en_US: `Restructuring Deal of the Year ${year}`,
      zh_CN: `${year}年度最佳重组交易`,
      zh_HK: `${year}年度最佳重組交易`,
      ms_MY: `Urus Niaga Penstrukturan Semula Terbaik ${year}`,
      ar_AE: `صفقة إعادة الهيكلة لعام ${year}`,
    }),
    content: {
      en_US: [
        'Pan-Asia Deal Awards, for the restructuring of an offshore marine group.',
        'The restructuring combined a moratorium, super-priority rescue financing and schemes of arrangement, and preserved more than 1,500 jobs.',
      ],
      zh_CN: [
        'Pan-Asia Deal Awards，表彰一家离岸海洋集团的债务重组项目。',
        '该重组综合运用了暂停令、超级优先权拯救融资及安排计划，保住了1,500多个工作岗位。',
      ],
      zh_HK: [
        'Pan-Asia Deal Awards，表揚一家離岸海事集團的債務重組。',
        '是次重組結合了暫緩令、享有超級優先權的拯救融資及債務償還安排計劃，保住了逾1,500個職位。',
      ],
      ms_MY: [
        'Pan-Asia Deal Awards, bagi penstrukturan semula sebuah kumpulan marin luar pesisir.',
        'Penstrukturan semula ini menggabungkan moratorium, pembiayaan penyelamat dengan keutamaan super dan skim perkiraan, serta menyelamatkan lebih 1,500 pekerjaan.',
      ],
      ar_AE: [
        'Pan-Asia Deal Awards، عن إعادة هيكلة مجموعة للخدمات البحرية في عرض البحر.',
        'وجمعت إعادة الهيكلة بين وقف الإجراءات وتمويل إنقاذ ذي أولوية ممتازة وترتيبات تسوية، وحافظت على أكثر من 1,500 وظيفة.',
      ],
    },
  },
  {
    daysAgo: 388,
    views: 152,
    cover: 'laurel:5',
    title: (year) => ({
      en_US: `Community Justice Honour Roll ${year}`,
      zh_CN: `入选${year}年度Community Justice Honour Roll`,
      zh_HK: `入選${year}年度Community Justice Honour Roll`,
      ms_MY: `Community Justice Honour Roll ${year}`,
      ar_AE: `إدراج المكتب في Community Justice Honour Roll لعام ${year}`,
    }),
    content: {
      en_US: [
        'Recognising more than 4,000 hours of pro bono work by our lawyers.',
        'Our lawyers run weekly legal clinics and advise charities and social enterprises free of charge.',
      ],
      zh_CN: ['表彰本所律师提供逾4,000小时的公益法律服务。', '本所律师每周开设法律诊所，并为慈善机构及社会企业提供免费法律咨询。'],
      zh_HK: ['表揚本行律師提供逾4,000小時的義務法律服務。', '本行律師每週舉辦法律諮詢診所，並免費為慈善機構及社會企業提供法律意見。'],
      ms_MY: [
        'Mengiktiraf lebih 4,000 jam kerja pro bono oleh peguam kami.',
        'Peguam kami mengendalikan klinik guaman setiap minggu dan menasihati badan kebajikan serta perusahaan sosial secara percuma.',
      ],
      ar_AE: [
        'تقديرًا لأكثر من 4,000 ساعة من العمل القانوني المجاني قدّمها محامونا.',
        'ويدير محامونا عيادات قانونية أسبوعية، ويقدّمون المشورة للجمعيات الخيرية والمؤسسات الاجتماعية مجانًا.',
      ],
    },
  },
];
