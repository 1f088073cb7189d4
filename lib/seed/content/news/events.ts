import type { ArticleDef } from '../catalogs';

/** Events. */
export const eventNews: ArticleDef[] = [
  {
    catalog: 'events',
    daysAgo: 5,
    views: 214,
    cover: 'grid:0',
    title: {
      en_US: 'Breakfast briefing: cross-border M&A outlook',
      zh_CN: '早餐会：跨境并购展望',
      zh_HK: '早餐簡報會：跨境合併與收購展望',
      ms_MY: 'Taklimat sarapan: prospek penggabungan dan pengambilalihan rentas sempadan',
      ar_AE: 'لقاء إفطار: آفاق الاندماج والاستحواذ العابر للحدود',
    },
    note: {
      en_US: 'Our corporate partners share what they are seeing in deal activity across the region.',
      zh_CN: '本所公司业务合伙人分享区域交易市场的最新动态。',
      zh_HK: '本行公司業務合夥人分享區內交易市場的最新觀察。',
      ms_MY: 'Rakan kongsi korporat kami berkongsi perkembangan terkini aktiviti urus niaga di rantau ini.',
      ar_AE: 'يستعرض شركاء قسم الشركات لدينا ما يرصدونه من نشاط الصفقات في المنطقة.',
    },
    body: {
      en_US: [
        'Join our corporate partners for a breakfast briefing at our Singapore office on the outlook for cross-border M&A in Southeast Asia.',
        { h: 'Topics' },
        {
          ul: [
            'Deal activity and valuations across the region',
            'Chinese outbound investment into ASEAN',
            'Regulatory approvals and foreign investment screening',
            'Managing W&I insurance and deal certainty',
          ],
        },
        { h: 'Details' },
        'Venue: Level 29, Meridian Tower, Singapore. Breakfast from 8.00 am; the briefing runs from 8.30 am to 10.00 am. Places are limited; please register by e-mail to events@harbourfront.example.',
      ],
      zh_CN: [
        '诚邀您莅临本所新加坡办公室参加早餐会，与本所公司业务合伙人共同探讨东南亚跨境并购前景。',
        { h: '主题' },
        {
          ul: ['区域交易活跃度与估值走势', '中国企业对东盟的投资', '监管审批与外商投资审查', '陈述与保证保险及交易确定性管理'],
        },
        { h: '活动信息' },
        '地点：新加坡子午线大厦29层。早餐8:00开始，简报会8:30至10:00举行。名额有限，请发送电子邮件至events@harbourfront.example报名。',
      ],
      zh_HK: [
        '誠邀閣下蒞臨本行新加坡辦事處，出席早餐簡報會，與我們的公司業務合夥人探討東南亞跨境合併與收購的前景。',
        { h: '議題' },
        { ul: ['區內交易活動及估值', '中國企業對東盟的投資', '監管審批及外資審查', '保證及彌償保險與交易確定性'] },
        { h: '活動詳情' },
        '地點：新加坡子午線大廈29樓。早餐於上午8時開始，簡報會於上午8時30分至10時舉行。名額有限，請電郵至events@harbourfront.example報名。',
      ],
      ms_MY: [
        'Sertai rakan kongsi korporat kami dalam taklimat sarapan di pejabat Singapura kami mengenai prospek penggabungan dan pengambilalihan rentas sempadan di Asia Tenggara.',
        { h: 'Topik' },
        {
          ul: [
            'Aktiviti urus niaga dan penilaian di seluruh rantau',
            'Pelaburan keluar China ke ASEAN',
            'Kelulusan kawal selia dan saringan pelaburan asing',
            'Insurans waranti dan tanggung rugi serta kepastian urus niaga',
          ],
        },
        { h: 'Butiran' },
        'Tempat: Aras 29, Menara Meridian, Singapura. Sarapan bermula jam 8.00 pagi; taklimat berlangsung dari 8.30 hingga 10.00 pagi. Tempat terhad; sila daftar melalui e-mel ke events@harbourfront.example.',
      ],
      ar_AE: [
        'ندعوكم إلى لقاء إفطار في مكتبنا في سنغافورة مع شركاء قسم الشركات، لمناقشة آفاق صفقات الاندماج والاستحواذ العابرة للحدود في جنوب شرق آسيا.',
        { h: 'المحاور' },
        {
          ul: [
            'نشاط الصفقات والتقييمات في المنطقة',
            'الاستثمارات الصينية المتجهة إلى دول آسيان',
            'الموافقات التنظيمية وفحص الاستثمار الأجنبي',
            'تأمين الضمانات والتعويضات وضمان إتمام الصفقات',
          ],
        },
        { h: 'التفاصيل' },
        'المكان: الطابق 29، برج ميريديان، سنغافورة. يبدأ الإفطار في الساعة 8:00 صباحًا، ويُعقد اللقاء من 8:30 حتى 10:00 صباحًا. المقاعد محدودة، ويُرجى التسجيل عبر البريد الإلكتروني events@harbourfront.example.',
      ],
    },
  },
  {
    catalog: 'events',
    daysAgo: 118,
    views: 469,
    cover: 'grid:1',
    link: 'https://example.com/events/pdpa-compliance-webinar',
    title: {
      en_US: 'Webinar: PDPA compliance for growing businesses',
    },
    note: {
      en_US: 'A one-hour practical session on data protection obligations, hosted on our partner’s event platform.',
    },
  },
  {
    catalog: 'events',
    daysAgo: 229,
    views: 352,
    cover: 'skyline:1',
    title: {
      en_US: 'Shanghai client forum: going global through Singapore',
      zh_CN: '上海客户论坛：经由新加坡走向全球',
    },
    note: {
      en_US: 'More than 120 executives joined our forum on regional headquarters and outbound investment.',
      zh_CN: '逾120位企业高管出席本所关于区域总部与境外投资的论坛。',
    },
    body: {
      en_US: [
        'More than 120 executives from Chinese manufacturing, new energy and technology companies joined our annual client forum in Shanghai.',
        { h: 'Sessions' },
        {
          ul: [
            'Setting up a regional headquarters in Singapore: structure, substance and incentives',
            'Investing in Indonesia and Vietnam: lessons from recent projects',
            'Resolving disputes with regional partners: arbitration clauses that work',
          ],
        },
        'Speakers included Zhou Wenhao, Chen Yiran and Daniel Koh. We thank all participants for a lively discussion and look forward to welcoming you again next year.',
      ],
      zh_CN: [
        '来自中国制造、新能源及科技企业的120余位高管出席了本所在上海举办的年度客户论坛。',
        { h: '议题' },
        {
          ul: [
            '在新加坡设立区域总部：架构、经济实质与优惠政策',
            '投资印度尼西亚与越南：近期项目的经验',
            '与区域合作伙伴的争议解决：行之有效的仲裁条款',
          ],
        },
        '周文浩、陈亦然和许伟杰等担任演讲嘉宾。感谢各位参会者的热烈讨论，我们期待明年再次与您相聚。',
      ],
    },
  },
];
