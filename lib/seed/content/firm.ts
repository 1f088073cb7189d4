import type { Room } from '../art';
import type { CoverKey } from '../images';
import type { Bilingual, Block } from './html';

export const firm = {
  name: { en_US: 'Harbourfront Chambers LLP', zh_CN: '港滨律师事务所' },
  address: {
    en_US: 'Level 28, Meridian Tower, 21 Telok Crest, Singapore 068912',
    zh_CN: '新加坡直落岭21号子午线大厦28层（邮编068912）',
  },
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
  } satisfies Bilingual<Block[]>,
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
  } satisfies Bilingual<{ title: string; content: string }[]>,
  environment: [
    { room: 'reception', title: { en_US: 'Reception, Singapore', zh_CN: '新加坡办公室前台' } },
    { room: 'meeting', title: { en_US: 'Client meeting suite', zh_CN: '客户会议室' } },
    { room: 'library', title: { en_US: 'Library and knowledge centre', zh_CN: '图书馆与知识中心' } },
    { room: 'view', title: { en_US: 'View over Marina Bay', zh_CN: '远眺滨海湾' } },
  ] satisfies { room: Room; title: Bilingual<string> }[],
};

export const banners: { cover: CoverKey; linkUrl: string | null; title: Bilingual<string>; subTitle: Bilingual<string> }[] = [
  {
    cover: 'skyline:0',
    linkUrl: null,
    title: { en_US: 'Clarity in complexity', zh_CN: '化繁为简，明晰致远' },
    subTitle: {
      en_US: 'Singapore-headquartered counsel for business across Asia',
      zh_CN: '立足新加坡，服务亚洲商业',
    },
  },
  {
    cover: 'columns:3',
    linkUrl: '/expertises',
    title: { en_US: 'Twelve practices, one team', zh_CN: '十二个业务领域，一支协同团队' },
    subTitle: {
      en_US: 'From M&A and capital markets to arbitration and restructuring',
      zh_CN: '从并购与资本市场，到国际仲裁与重组',
    },
  },
  {
    cover: 'harbour:4',
    linkUrl: null,
    title: { en_US: 'Disputes resolved, wherever they arise', zh_CN: '争议无论起于何处，皆可妥善解决' },
    subTitle: {
      en_US: 'Advocates in Singapore, Hong Kong and Shanghai',
      zh_CN: '新加坡、香港、上海三地出庭律师团队',
    },
  },
];

export interface HonourDef {
  daysAgo: number;
  views: number;
  top?: boolean;
  cover: CoverKey;
  /** Honours name the year they were given: the year of their date. */
  title: (year: number) => Bilingual<string>;
  content: Bilingual<Block[]>;
}

export const honours: HonourDef[] = [
  {
    daysAgo: 9,
    views: 640,
    top: true,
    cover: 'laurel:0',
    title: (year) => ({ en_US: `Singapore Law Firm of the Year ${year}`, zh_CN: `${year}年度新加坡律师事务所` }),
    content: {
      en_US: [
        'Awarded by the Asia Counsel Awards, judged by a panel of regional general counsel.',
        'The judges highlighted our cross-border transactions between China and Southeast Asia, our record in international arbitration and the consistency of our client service across three offices.',
      ],
      zh_CN: [
        '由亚洲法律顾问大奖颁发，评审团由区域内多家企业的总法律顾问组成。',
        '评审团特别肯定了本所在中国与东南亚之间的跨境交易、国际仲裁领域的出色业绩，以及三地办公室始终如一的客户服务。',
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
      zh_CN: `《法律指南针亚太版》${year}：国际仲裁第一梯队`,
    }),
    content: {
      en_US: [
        'Ranked in the top tier for the third consecutive year, with Priya Ramanathan named a leading individual.',
        'Clients describe the team as “formidable advocates who never lose sight of the commercial objective”.',
      ],
      zh_CN: [
        '连续第三年位列第一梯队，普丽娅·拉马纳坦获评“领先律师”。',
        '客户评价该团队是“令人敬畏的出庭律师，且始终不忘客户的商业目标”。',
      ],
    },
  },
  {
    daysAgo: 70,
    views: 301,
    cover: 'laurel:2',
    title: (year) => ({
      en_US: `Tier 1 for Corporate & M&A, Legal Compass Asia-Pacific ${year}`,
      zh_CN: `《法律指南针亚太版》${year}：公司与并购第一梯队`,
    }),
    content: {
      en_US: [
        'Recognised for complex cross-border transactions, with Daniel Koh named a leading individual.',
        'The guide notes the team’s strength in public takeovers and in outbound investment from China into Southeast Asia.',
      ],
      zh_CN: ['因办理复杂跨境交易获得认可，许伟杰获评“领先律师”。', '该指南特别提到团队在公开要约收购以及中国企业投资东南亚方面的实力。'],
    },
  },
  {
    daysAgo: 203,
    views: 276,
    cover: 'laurel:3',
    title: (year) => ({ en_US: `Dispute Resolution Team of the Year ${year}`, zh_CN: `${year}年度争议解决团队` }),
    content: {
      en_US: [
        'Straits Legal Awards, for a US$310 million award in an energy arbitration.',
        'The team acted for an Asian utility in a SIAC arbitration concerning the construction of a combined-cycle power plant.',
      ],
      zh_CN: [
        '海峡法律大奖，表彰团队在一宗能源仲裁中赢得3.1亿美元裁决。',
        '团队代表一家亚洲公用事业公司，处理一宗涉及联合循环电厂建设的新加坡国际仲裁中心仲裁。',
      ],
    },
  },
  {
    daysAgo: 340,
    views: 188,
    cover: 'laurel:4',
    title: (year) => ({ en_US: `Restructuring Deal of the Year ${year}`, zh_CN: `${year}年度最佳重组交易` }),
    content: {
      en_US: [
        'Pan-Asia Deal Awards, for the restructuring of an offshore marine group.',
        'The restructuring combined a moratorium, super-priority rescue financing and schemes of arrangement, and preserved more than 1,500 jobs.',
      ],
      zh_CN: [
        '泛亚交易大奖，表彰一家离岸海洋集团的债务重组项目。',
        '该重组综合运用了暂停令、超级优先权拯救融资及安排计划，保住了1,500多个工作岗位。',
      ],
    },
  },
  {
    daysAgo: 388,
    views: 152,
    cover: 'laurel:5',
    title: (year) => ({ en_US: `Community Justice Honour Roll ${year}`, zh_CN: `${year}年社区正义荣誉榜` }),
    content: {
      en_US: [
        'Recognising more than 4,000 hours of pro bono work by our lawyers.',
        'Our lawyers run weekly legal clinics and advise charities and social enterprises free of charge.',
      ],
      zh_CN: ['表彰本所律师提供逾4,000小时的公益法律服务。', '本所律师每周开设法律诊所，并为慈善机构及社会企业提供免费法律咨询。'],
    },
  },
];
