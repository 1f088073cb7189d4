import type { GlyphName } from '../art';
import type { Bilingual, Block } from './html';

export interface PracticeArea {
  glyph: GlyphName;
  name: Bilingual<string>;
  introduce: Bilingual<Block[]>;
}

/** Practice areas in display order; lawyers and articles refer to them by key. */
export const practices = {
  corporate: {
    glyph: 'briefcase',
    name: { en_US: 'Corporate & M&A', zh_CN: '公司与并购' },
    introduce: {
      en_US: [
        'Our corporate team advises listed companies, private groups, sovereign-linked investors and private equity sponsors on their most significant transactions across Southeast Asia and Greater China.',
        'We combine deep knowledge of Singapore company and securities law with practical experience of structuring deals through Singapore holding companies, so that clients can invest, combine and exit with certainty.',
        { h: 'Our work includes' },
        {
          ul: [
            'Public and private mergers and acquisitions, including takeovers under the Singapore Code on Take-overs and Mergers',
            'Joint ventures and strategic alliances',
            'Private equity and venture capital investments and exits',
            'Corporate reorganisations, schemes of arrangement and redomiciliations',
            'Corporate governance and directors’ duties',
          ],
        },
      ],
      zh_CN: [
        '公司业务团队为上市公司、民营企业集团、主权关联投资者及私募股权基金在东南亚和大中华区最重要的交易提供法律服务。',
        '我们深谙新加坡公司法与证券法，并在通过新加坡控股公司搭建交易架构方面经验丰富，帮助客户在投资、整合与退出的每个环节都心中有数。',
        { h: '主要服务' },
        {
          ul: [
            '公开及非公开并购，包括适用《新加坡收购与合并守则》的要约收购',
            '合资经营与战略联盟',
            '私募股权及风险投资的投资与退出',
            '公司重组、安排计划及迁册',
            '公司治理与董事职责',
          ],
        },
      ],
    },
  },
  banking: {
    glyph: 'bank',
    name: { en_US: 'Banking & Finance', zh_CN: '银行与金融' },
    introduce: {
      en_US: [
        'We act for banks, borrowers, funds and sponsors on financing transactions of every scale, from bilateral facilities to multi-jurisdictional syndicated and structured financings.',
        'Our lawyers understand how lenders assess credit and how borrowers run their businesses, which lets us negotiate documents that work in practice and close on time.',
        { h: 'Our work includes' },
        {
          ul: [
            'Syndicated, club and bilateral lending',
            'Acquisition and leveraged finance',
            'Project and infrastructure finance',
            'Green, social and sustainability-linked loans',
            'Fund finance, including subscription and NAV facilities',
          ],
        },
      ],
      zh_CN: [
        '我们代表银行、借款人、基金及发起人处理各类规模的融资交易，从双边贷款到跨多个法域的银团贷款和结构化融资。',
        '我们的律师既了解贷款机构如何评估信用风险，也熟悉借款人的经营实际，因而能够谈判出切实可行的交易文件，并按期完成交割。',
        { h: '主要服务' },
        {
          ul: [
            '银团贷款、俱乐部贷款及双边贷款',
            '收购融资及杠杆融资',
            '项目与基础设施融资',
            '绿色贷款、社会责任贷款及可持续发展挂钩贷款',
            '基金融资，包括认缴出资融资及资产净值融资',
          ],
        },
      ],
    },
  },
  capitalMarkets: {
    glyph: 'chart',
    name: { en_US: 'Capital Markets', zh_CN: '资本市场' },
    introduce: {
      en_US: [
        'We help issuers, sponsors and underwriters raise equity and debt on the Singapore Exchange, the Hong Kong Stock Exchange and international markets.',
        'From the first structuring discussion to the listing bell, we manage the regulatory process, due diligence and disclosure so that management can focus on the investor story.',
        { h: 'Our work includes' },
        {
          ul: [
            'Initial public offerings and secondary listings, including REITs and business trusts',
            'Rights issues, placements and other follow-on offerings',
            'Medium-term note programmes, high-yield and green bonds',
            'Continuing listing obligations and corporate disclosure',
          ],
        },
      ],
      zh_CN: [
        '我们协助发行人、保荐人及承销商在新加坡交易所、香港联合交易所及国际资本市场进行股权和债权融资。',
        '从最初的架构设计到上市敲钟，我们统筹监管审批、尽职调查及信息披露工作，让管理层能够专注于向投资者讲好企业故事。',
        { h: '主要服务' },
        {
          ul: [
            '首次公开发行及第二上市，包括房地产投资信托及商业信托',
            '供股、配售及其他后续发行',
            '中期票据计划、高收益债券及绿色债券',
            '上市后持续合规义务及公司信息披露',
          ],
        },
      ],
    },
  },
  arbitration: {
    glyph: 'scales',
    name: { en_US: 'International Arbitration', zh_CN: '国际仲裁' },
    introduce: {
      en_US: [
        'Singapore is one of the world’s most preferred seats of arbitration, and our arbitration practice is at the centre of it. We represent clients in commercial and investment treaty arbitrations under the SIAC, ICC, HKIAC, UNCITRAL and ICSID rules.',
        'Our advocates have appeared in hearings across Asia, Europe and the Middle East, and members of the team regularly sit as arbitrators, giving us a tribunal’s-eye view of what persuades.',
        { h: 'Our work includes' },
        {
          ul: [
            'Construction, energy and infrastructure disputes',
            'Shareholder, joint venture and M&A disputes',
            'Investment treaty claims against states',
            'Emergency arbitration and interim relief',
            'Enforcement of awards and challenges before the Singapore courts',
          ],
        },
      ],
      zh_CN: [
        '新加坡是全球最受青睐的仲裁地之一，而我们的仲裁业务正处于这一中心。我们代表客户参与依据新加坡国际仲裁中心、国际商会、香港国际仲裁中心、联合国国际贸易法委员会及解决投资争端国际中心规则进行的商事仲裁和投资条约仲裁。',
        '我们的出庭律师曾在亚洲、欧洲及中东各地出席庭审，团队成员亦经常担任仲裁员，因而深知怎样的论证最能打动仲裁庭。',
        { h: '主要服务' },
        {
          ul: [
            '建设工程、能源及基础设施争议',
            '股东、合资及并购争议',
            '针对东道国的投资条约仲裁',
            '紧急仲裁及临时救济',
            '仲裁裁决的执行及在新加坡法院的撤销程序',
          ],
        },
      ],
    },
  },
  litigation: {
    glyph: 'gavel',
    name: { en_US: 'Litigation & Dispute Resolution', zh_CN: '诉讼与争议解决' },
    introduce: {
      en_US: [
        'When a dispute cannot be settled, our litigators take it to court with rigour and judgement. We appear before the Singapore High Court, the Court of Appeal and the Singapore International Commercial Court.',
        'We are equally ready to resolve matters early through negotiation or mediation when that better serves the client’s commercial interests.',
        { h: 'Our work includes' },
        {
          ul: [
            'Commercial and contractual disputes',
            'Banking, fraud and asset-recovery litigation',
            'Shareholder and minority oppression claims',
            'Professional negligence and insurance disputes',
            'Mediation, including under the Singapore Convention on Mediation',
          ],
        },
      ],
      zh_CN: [
        '当争议无法和解时，我们的诉讼律师会以严谨的分析和审慎的判断将案件诉诸法院。我们经常出庭于新加坡高等法院、上诉法院及新加坡国际商业法庭。',
        '若通过谈判或调解尽早解决争议更符合客户的商业利益，我们同样能够迅速推动。',
        { h: '主要服务' },
        {
          ul: [
            '商事及合同纠纷',
            '银行、欺诈及资产追索诉讼',
            '股东纠纷及小股东受压迫救济',
            '专业过失及保险纠纷',
            '调解，包括依据《新加坡调解公约》达成的和解协议的执行',
          ],
        },
      ],
    },
  },
  restructuring: {
    glyph: 'cycle',
    name: { en_US: 'Restructuring & Insolvency', zh_CN: '重组与破产' },
    introduce: {
      en_US: [
        'Singapore’s Insolvency, Restructuring and Dissolution Act 2018 has made the city a regional hub for debt restructuring. We advise companies, creditors, bondholders and insolvency practitioners on both sides of distressed situations.',
        'We move quickly: moratorium applications, rescue financing and creditor negotiations often need to be in place within days.',
        { h: 'Our work includes' },
        {
          ul: [
            'Schemes of arrangement, including pre-packaged schemes',
            'Judicial management and liquidation',
            'Rescue financing with super-priority',
            'Cross-border recognition under the UNCITRAL Model Law',
            'Distressed M&A and special situations investment',
          ],
        },
      ],
      zh_CN: [
        '新加坡《2018年破产、重组及解散法》使其成为区域性的债务重组中心。我们在困境企业事务中为公司、债权人、债券持有人及破产从业者提供法律服务。',
        '我们行动迅速：暂停令申请、拯救融资及债权人谈判往往需要在数日之内落实到位。',
        { h: '主要服务' },
        {
          ul: [
            '安排计划，包括预先重整式安排计划',
            '司法管理与清算',
            '享有超级优先权的拯救融资',
            '依据《联合国国际贸易法委员会跨境破产示范法》申请跨境承认',
            '困境并购与特殊机会投资',
          ],
        },
      ],
    },
  },
  realEstate: {
    glyph: 'tower',
    name: { en_US: 'Real Estate', zh_CN: '房地产' },
    introduce: {
      en_US: [
        'We advise developers, REITs, funds and occupiers on the acquisition, development, financing and leasing of commercial, industrial, hospitality and residential property.',
        'Our team is familiar with the Singapore land regime, including state land leases, qualifying certificates and the Residential Property Act, and with cross-border portfolio transactions in the region.',
        { h: 'Our work includes' },
        {
          ul: [
            'Acquisitions and disposals of property and property-holding companies',
            'Development and construction projects',
            'Real estate finance',
            'Commercial leasing and asset management',
          ],
        },
      ],
      zh_CN: [
        '我们为开发商、房地产投资信托、基金及租户就商业、工业、酒店及住宅物业的收购、开发、融资和租赁提供法律服务。',
        '团队熟悉新加坡土地制度，包括国有土地租约、合格证书制度及《住宅物业法》，并具有办理区域跨境物业组合交易的丰富经验。',
        { h: '主要服务' },
        {
          ul: ['物业及持有物业公司的收购与出售', '开发与建设项目', '房地产融资', '商业租赁与资产管理'],
        },
      ],
    },
  },
  employment: {
    glyph: 'people',
    name: { en_US: 'Employment', zh_CN: '劳动与雇佣' },
    introduce: {
      en_US: [
        'People are every organisation’s most valuable and most regulated asset. We advise employers on the full employment life cycle, from hiring and incentive plans to investigations and exits.',
        'We keep clients ahead of change, including Singapore’s Workplace Fairness legislation and the Tripartite Guidelines on flexible work arrangements.',
        { h: 'Our work includes' },
        {
          ul: [
            'Employment contracts, policies and handbooks',
            'Executive hiring, exits and restrictive covenants',
            'Workplace investigations and whistleblowing',
            'Employment aspects of M&A and restructurings',
            'Work passes and immigration',
          ],
        },
      ],
      zh_CN: [
        '员工是每个组织最宝贵、同时也是受监管最多的资产。我们为雇主提供覆盖雇佣全周期的法律服务，从招聘和激励计划，到内部调查与离职安排。',
        '我们帮助客户及早应对法规变化，包括新加坡职场公平立法以及关于弹性工作安排的三方指导原则。',
        { h: '主要服务' },
        {
          ul: [
            '劳动合同、规章制度及员工手册',
            '高管招聘、离职及竞业限制',
            '职场调查与举报机制',
            '并购及重组中的劳动事务',
            '工作准证与移民事务',
          ],
        },
      ],
    },
  },
  technology: {
    glyph: 'bulb',
    name: { en_US: 'Intellectual Property & Technology', zh_CN: '知识产权与科技' },
    introduce: {
      en_US: [
        'We protect and commercialise the ideas, brands and software that drive our clients’ value, and advise technology companies at every stage from seed funding to regional scale.',
        'Our team handles contentious and non-contentious work, so the licences we draft are informed by the disputes we fight.',
        { h: 'Our work includes' },
        {
          ul: [
            'Trade mark, patent and design portfolios across ASEAN',
            'Technology transactions, licensing and outsourcing',
            'Artificial intelligence governance and contracting',
            'Fintech and digital payment regulation',
            'Infringement actions and domain name disputes',
          ],
        },
      ],
      zh_CN: [
        '我们帮助客户保护并转化其核心价值所在的创意、品牌和软件，并为处于不同发展阶段的科技企业提供服务，从种子轮融资一直到区域扩张。',
        '团队同时处理争议类与非争议类业务，因此我们起草的许可协议充分吸取了诉讼实践中的经验。',
        { h: '主要服务' },
        {
          ul: [
            '东盟范围内的商标、专利及外观设计组合管理',
            '科技交易、许可与外包',
            '人工智能治理与相关合同',
            '金融科技及数字支付监管',
            '侵权诉讼与域名争议',
          ],
        },
      ],
    },
  },
  dataProtection: {
    glyph: 'shield',
    name: { en_US: 'Data Protection & Cybersecurity', zh_CN: '数据保护与网络安全' },
    introduce: {
      en_US: [
        'Data moves across borders faster than regulation. We help organisations comply with Singapore’s Personal Data Protection Act 2012, the Cybersecurity Act and the data laws of the other markets where they operate, including mainland China and Hong Kong.',
        'When an incident happens, our breach response team works with forensic advisers and regulators around the clock.',
        { h: 'Our work includes' },
        {
          ul: [
            'Privacy programmes, data protection impact assessments and DPO support',
            'Cross-border data transfer mechanisms',
            'Data breach response and notification to the PDPC',
            'Cybersecurity obligations for critical information infrastructure',
          ],
        },
      ],
      zh_CN: [
        '数据的跨境流动远快于监管的步伐。我们帮助企业遵守新加坡《2012年个人资料保护法》、《网络安全法》以及其业务所在其他市场（包括中国内地和香港）的数据法律。',
        '一旦发生安全事件，我们的数据泄露应对团队会与取证顾问及监管机构全天候协作。',
        { h: '主要服务' },
        {
          ul: [
            '隐私合规体系建设、数据保护影响评估及数据保护官支持',
            '数据跨境传输机制',
            '数据泄露应对及向个人资料保护委员会通报',
            '关键信息基础设施的网络安全义务',
          ],
        },
      ],
    },
  },
  maritime: {
    glyph: 'anchor',
    name: { en_US: 'Maritime & Shipping', zh_CN: '海事与航运' },
    introduce: {
      en_US: [
        'As one of the world’s busiest ports and a leading international maritime centre, Singapore is where shipping disputes and transactions come together. We act for shipowners, charterers, traders, P&I clubs and financiers.',
        'Our maritime lawyers are available at short notice for vessel arrests, casualty response and urgent injunctions.',
        { h: 'Our work includes' },
        {
          ul: [
            'Charterparty, bill of lading and cargo claims',
            'Ship arrests and admiralty actions',
            'Collisions, salvage and casualty response',
            'Ship sale, purchase and financing',
            'Commodity trade disputes',
          ],
        },
      ],
      zh_CN: [
        '作为全球最繁忙的港口之一和领先的国际海事中心，新加坡汇聚了大量航运交易与争议。我们代表船东、租船人、贸易商、船东互保协会及融资方处理相关事务。',
        '我们的海事律师可随时响应船舶扣押、海事事故处理及紧急禁令申请。',
        { h: '主要服务' },
        {
          ul: ['租船合同、提单及货物索赔', '船舶扣押与海事诉讼', '船舶碰撞、救助及事故应对', '船舶买卖与融资', '大宗商品贸易争议'],
        },
      ],
    },
  },
  privateClient: {
    glyph: 'tree',
    name: { en_US: 'Private Client & Family Office', zh_CN: '私人客户与家族办公室' },
    introduce: {
      en_US: [
        'We advise entrepreneurs, families and their advisers on preserving wealth and passing it on. Many of our clients are business-owning families for whom the family and the company are closely intertwined.',
        'We work alongside tax advisers and private banks to set up structures that are robust, compliant and understood by the next generation.',
        { h: 'Our work includes' },
        {
          ul: [
            'Single-family offices and fund management incentive schemes',
            'Trusts, wills and succession planning',
            'Family constitutions and governance',
            'Philanthropy and charitable foundations',
          ],
        },
      ],
      zh_CN: [
        '我们为企业家、家族及其顾问提供财富保全与传承方面的法律服务。我们的许多客户是家族企业，家族与企业之间往往密不可分。',
        '我们与税务顾问和私人银行紧密合作，搭建稳健、合规且易于下一代理解的传承架构。',
        { h: '主要服务' },
        {
          ul: ['单一家族办公室设立及基金管理税收优惠计划', '信托、遗嘱与传承规划', '家族宪章与家族治理', '慈善事业与慈善基金会'],
        },
      ],
    },
  },
} satisfies Record<string, PracticeArea>;
export type PracticeKey = keyof typeof practices;
