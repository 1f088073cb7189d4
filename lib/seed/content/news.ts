import type { ArticleDef } from './catalogs';

export const news: ArticleDef[] = [
  {
    catalog: 'awards',
    daysAgo: 9,
    views: 1864,
    top: true,
    cover: 'laurel:0',
    title: {
      en_US: 'Harbourfront Chambers named Singapore Law Firm of the Year',
      zh_CN: '港滨律师事务所荣膺“年度新加坡律师事务所”',
      zh_HK: '港濱律師行榮獲「年度新加坡律師行」大獎',
      ms_MY: 'Harbourfront Chambers dinobatkan Firma Guaman Singapura Terbaik Tahun Ini',
      ar_AE: 'هاربرفرونت تشامبرز مكتب المحاماة السنغافوري للعام',
    },
    note: {
      en_US: 'The Asia Counsel Awards recognised the firm for the breadth of its cross-border work and its client service.',
      zh_CN: '亚洲法律顾问大奖表彰本所跨境业务的广度及卓越的客户服务。',
      zh_HK: '亞洲法律顧問大獎表揚本行跨境業務範圍廣泛及客戶服務出色。',
      ms_MY: 'Asia Counsel Awards mengiktiraf firma kerana skop kerja rentas sempadannya yang luas dan perkhidmatan kliennya.',
      ar_AE: 'كرّمت جوائز المستشارين القانونيين في آسيا المكتب لاتساع أعماله العابرة للحدود وتميّز خدمته لعملائه.',
    },
    body: {
      en_US: [
        'Harbourfront Chambers has been named Singapore Law Firm of the Year at the Asia Counsel Awards. The judging panel, made up of general counsel from across the region, highlighted the firm’s work on cross-border transactions between China and Southeast Asia and its record in international arbitration.',
        { h: 'What the judges said' },
        { quote: 'A firm that combines the depth of a full-service practice with the responsiveness clients expect from a boutique.' },
        'The firm was also shortlisted in the Dispute Resolution, Restructuring and Data Protection categories.',
        'Managing Partner Daniel Koh said: “This recognition belongs to our clients, who trust us with their most important matters, and to our people in Singapore, Hong Kong and Shanghai.”',
      ],
      zh_CN: [
        '港滨律师事务所在亚洲法律顾问大奖中荣膺“年度新加坡律师事务所”。评审团由区域内多家企业的总法律顾问组成，特别肯定了本所在中国与东南亚之间跨境交易中的工作，以及在国际仲裁领域的出色业绩。',
        { h: '评审评语' },
        { quote: '这家律所既具备综合性律所的专业深度，又能像精品律所一样快速响应客户需求。' },
        '本所同时入围争议解决、重组及数据保护三个奖项类别的候选名单。',
        '管理合伙人许伟杰表示：“这份荣誉属于信任我们、将最重要事务交托给我们的客户，也属于我们在新加坡、香港和上海的每一位同事。”',
      ],
      zh_HK: [
        '港濱律師行在亞洲法律顧問大獎中獲選為「年度新加坡律師行」。評審團由區內多家企業的法律總顧問組成，特別表揚本行在中國與東南亞之間的跨境交易，以及在國際仲裁方面的往績。',
        { h: '評審評語' },
        { quote: '這家律師行既有綜合性律師行的深厚實力，亦像精品律師行一樣反應迅速，正是客戶所期望的。' },
        '本行亦入圍爭議解決、債務重組及資料保障三個獎項的決選名單。',
        '管理合夥人許偉傑表示：「這項殊榮屬於把最重要事務託付給我們的客戶，也屬於我們在新加坡、香港及上海的每一位同事。」',
      ],
      ms_MY: [
        'Harbourfront Chambers telah dinobatkan sebagai Firma Guaman Singapura Terbaik Tahun Ini di Asia Counsel Awards. Panel hakim, yang terdiri daripada peguam am syarikat dari seluruh rantau, menonjolkan kerja firma dalam urus niaga rentas sempadan antara China dan Asia Tenggara serta rekodnya dalam timbang tara antarabangsa.',
        { h: 'Kata panel hakim' },
        {
          quote:
            'Sebuah firma yang menggabungkan kedalaman amalan perkhidmatan penuh dengan sifat responsif yang diharapkan klien daripada firma butik.',
        },
        'Firma ini juga tersenarai pendek dalam kategori Penyelesaian Pertikaian, Penstrukturan Semula dan Perlindungan Data.',
        'Rakan Kongsi Urusan Daniel Koh berkata: “Pengiktirafan ini milik klien kami, yang mempercayai kami dengan perkara mereka yang paling penting, dan milik warga kerja kami di Singapura, Hong Kong dan Shanghai.”',
      ],
      ar_AE: [
        'فاز هاربرفرونت تشامبرز بلقب مكتب المحاماة السنغافوري للعام ضمن جوائز المستشارين القانونيين في آسيا. وأشادت لجنة التحكيم، المؤلفة من كبار المستشارين القانونيين لشركات من أنحاء المنطقة، بعمل المكتب في الصفقات العابرة للحدود بين الصين وجنوب شرق آسيا وبسجله في التحكيم الدولي.',
        { h: 'ما قالته لجنة التحكيم' },
        { quote: 'مكتب يجمع بين عمق المكاتب المتكاملة الخدمات وسرعة الاستجابة التي ينتظرها العملاء من المكاتب المتخصصة.' },
        'كما وصل المكتب إلى القائمة القصيرة في فئات تسوية المنازعات وإعادة الهيكلة وحماية البيانات.',
        'وقال الشريك المدير دانيال كوه: «هذا التكريم لعملائنا الذين يأتمنوننا على أهم شؤونهم، ولزملائنا في سنغافورة وهونغ كونغ وشنغهاي».',
      ],
    },
  },
  {
    catalog: 'awards',
    daysAgo: 64,
    views: 932,
    cover: 'laurel:1',
    title: {
      en_US: 'Ranked in ten practice areas in the Legal Compass Asia-Pacific guide',
      zh_CN: '本所十个业务领域获《法律指南针亚太版》推荐',
    },
    note: {
      en_US: 'Twelve of our lawyers are individually recognised, including four as leading individuals.',
      zh_CN: '本所十二位律师获个人推荐，其中四位被评为“领先律师”。',
    },
    body: {
      en_US: [
        'The latest edition of the Legal Compass Asia-Pacific guide ranks Harbourfront Chambers in ten practice areas, up from seven in the previous edition. International Arbitration and Corporate & M&A retain their top-tier rankings.',
        { h: 'Highlights' },
        {
          ul: [
            'International Arbitration: Tier 1, with Priya Ramanathan named a leading individual',
            'Corporate & M&A: Tier 1, with Daniel Koh named a leading individual',
            'Capital Markets (Hong Kong): newly ranked, with Catherine Wong recommended',
            'Data Protection: newly ranked, with Sarah Lim named a leading individual',
          ],
        },
        'Researchers interviewed clients and peers over several months. One client commented that the team “understands our business and gives advice we can act on immediately”.',
      ],
      zh_CN: [
        '最新一版《法律指南针亚太版》在十个业务领域推荐港滨律师事务所，较上一版的七个领域有所增加。国际仲裁及公司与并购业务继续位列第一梯队。',
        { h: '亮点' },
        {
          ul: [
            '国际仲裁：第一梯队，普丽娅·拉马纳坦获评“领先律师”',
            '公司与并购：第一梯队，许伟杰获评“领先律师”',
            '资本市场（香港）：首次上榜，黄嘉欣获推荐',
            '数据保护：首次上榜，林慧敏获评“领先律师”',
          ],
        },
        '研究团队用数月时间访谈了客户及同行。一位客户评价说，团队“了解我们的业务，给出的建议可以直接付诸实施”。',
      ],
    },
  },
  {
    catalog: 'awards',
    daysAgo: 203,
    views: 611,
    cover: 'laurel:2',
    title: {
      en_US: 'Arbitration team wins Dispute Resolution Team of the Year',
      zh_CN: '仲裁团队荣获“年度争议解决团队”奖',
    },
    note: {
      en_US: 'The award recognises the team’s success in a US$310 million energy arbitration.',
      zh_CN: '该奖项表彰团队在一宗标的额3.1亿美元的能源仲裁中取得的胜诉成果。',
    },
    body: {
      en_US: [
        'Our International Arbitration team has won Dispute Resolution Team of the Year at the Straits Legal Awards. The award follows the team’s success for an Asian utility in a SIAC arbitration concerning the construction of a combined-cycle power plant.',
        'The judges also noted the team’s work on investment treaty claims and its growing practice in Hong Kong and Shanghai.',
        { h: 'The team' },
        'The matter was led by partner Priya Ramanathan with Jonathan Cheung in Hong Kong and Chen Yiran in Shanghai, supported by a team of associates across the three offices.',
      ],
      zh_CN: [
        '本所国际仲裁团队在海峡法律大奖中荣获“年度争议解决团队”奖。此前，团队代表一家亚洲公用事业公司，在一宗涉及联合循环电厂建设的新加坡国际仲裁中心仲裁中胜诉。',
        '评审团还特别提及团队在投资条约仲裁方面的工作，以及在香港和上海不断发展的业务。',
        { h: '项目团队' },
        '该案由合伙人普丽娅·拉马纳坦牵头，香港办公室的张浩明和上海代表处的陈亦然共同参与，三地多名律师提供了支持。',
      ],
    },
  },
  {
    catalog: 'awards',
    daysAgo: 388,
    views: 402,
    cover: 'laurel:0',
    title: {
      en_US: 'Recognised for pro bono commitment',
      zh_CN: '本所公益法律服务获表彰',
    },
    note: {
      en_US: 'Our lawyers contributed more than 4,000 pro bono hours over the past year.',
      zh_CN: '过去一年，本所律师累计提供公益法律服务逾4,000小时。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers has been recognised in the Community Justice Honour Roll for its sustained pro bono commitment. Over the past year our lawyers contributed more than 4,000 hours to community legal clinics, charities and social enterprises.',
        { h: 'Where our time went' },
        {
          ul: [
            'Weekly legal clinics for migrant workers and low-income families',
            'Governance and constitution reviews for charities',
            'Free contract and intellectual property advice for social enterprises',
          ],
        },
        'Every lawyer at the firm is encouraged to spend at least 25 hours a year on pro bono work, and that time counts towards billable targets.',
      ],
      zh_CN: [
        '港滨律师事务所因长期坚持公益法律服务而入选“社区正义荣誉榜”。过去一年，本所律师为社区法律诊所、慈善机构及社会企业累计提供了逾4,000小时的服务。',
        { h: '服务内容' },
        {
          ul: ['每周为外籍劳工及低收入家庭开设法律诊所', '为慈善机构审阅治理架构及章程', '为社会企业提供免费的合同及知识产权咨询'],
        },
        '本所鼓励每位律师每年至少投入25小时从事公益服务，这些时间同样计入计费工时考核。',
      ],
    },
  },
  {
    catalog: 'announcements',
    daysAgo: 27,
    views: 1290,
    top: true,
    cover: 'columns:1',
    title: {
      en_US: 'Three new partners join the partnership',
      zh_CN: '本所新晋三位合伙人',
    },
    note: {
      en_US: 'Marcus Lee, Sarah Lim and Chen Yiran have been promoted to partner.',
      zh_CN: '李俊豪、林慧敏及陈亦然晋升为合伙人。',
    },
    body: {
      en_US: [
        'We are delighted to announce the promotion of three lawyers to the partnership, reflecting the growth of our finance, technology and cross-border disputes practices.',
        { h: 'Our new partners' },
        {
          ul: [
            'Marcus Lee (Singapore), Banking & Finance and Restructuring',
            'Sarah Lim (Singapore), Data Protection & Cybersecurity and Technology',
            'Chen Yiran (Shanghai), International Arbitration and Maritime',
          ],
        },
        'Managing Partner Daniel Koh said: “Marcus, Sarah and Yiran have each built practices that our clients rely on. Their promotion shows our commitment to developing leaders from within.”',
      ],
      zh_CN: [
        '本所欣然宣布三位律师晋升为合伙人，这也体现了本所金融、科技及跨境争议解决业务的持续增长。',
        { h: '新晋合伙人' },
        {
          ul: [
            '李俊豪（新加坡）：银行与金融、重组与破产',
            '林慧敏（新加坡）：数据保护与网络安全、知识产权与科技',
            '陈亦然（上海）：国际仲裁、海事与航运',
          ],
        },
        '管理合伙人许伟杰表示：“俊豪、慧敏和亦然都建立了深受客户信赖的业务。他们的晋升体现了本所从内部培养领导者的承诺。”',
      ],
    },
  },
  {
    catalog: 'announcements',
    daysAgo: 151,
    views: 744,
    cover: 'skyline:2',
    title: {
      en_US: 'Shanghai representative office moves to larger premises',
      zh_CN: '上海代表处迁入新址',
    },
    note: {
      en_US: 'The move doubles the office’s capacity as outbound investment into Southeast Asia grows.',
      zh_CN: '随着中国企业对东南亚投资持续增长，新办公室面积扩大一倍。',
    },
    body: {
      en_US: [
        'Our Shanghai representative office has moved to new premises in Lujiazui, doubling its space. The office supports Chinese companies investing in Singapore and Southeast Asia, working with colleagues in Singapore and Hong Kong.',
        'Chief Representative Zhou Wenhao said: “More and more of our clients use Singapore as their regional headquarters. The new office gives us room to grow with them.”',
        { h: 'How the Shanghai office helps' },
        {
          ul: [
            'Structuring regional headquarters and holding companies in Singapore',
            'Acquisitions and joint ventures in Southeast Asia',
            'Arbitration clauses and disputes seated in Singapore and Hong Kong',
            'Listings on the Singapore Exchange and the Hong Kong Stock Exchange',
          ],
        },
        'As a representative office of a foreign law firm, the Shanghai office does not advise on PRC law.',
      ],
      zh_CN: [
        '本所上海代表处已迁入陆家嘴新址，办公面积扩大一倍。上海代表处与新加坡及香港同事紧密合作，为投资新加坡及东南亚的中国企业提供支持。',
        '首席代表周文浩表示：“越来越多的客户将新加坡作为区域总部。新办公室让我们有空间与客户共同成长。”',
        { h: '上海代表处的服务' },
        {
          ul: [
            '在新加坡搭建区域总部及控股公司架构',
            '东南亚收购及合资项目',
            '以新加坡或香港为仲裁地的仲裁条款设计及争议解决',
            '在新加坡交易所及香港联合交易所上市',
          ],
        },
        '作为外国律师事务所的代表处，上海代表处不提供中国法律服务。',
      ],
    },
  },
  {
    catalog: 'announcements',
    daysAgo: 290,
    views: 538,
    cover: 'network:0',
    title: {
      en_US: 'Launch of a dedicated Data Protection & Cybersecurity practice',
      zh_CN: '本所成立数据保护与网络安全业务部门',
    },
    note: {
      en_US: 'The new practice brings together privacy, cybersecurity and incident response lawyers from three offices.',
      zh_CN: '新部门汇集了三地办公室从事隐私保护、网络安全及事件应对的律师。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers has launched a dedicated Data Protection & Cybersecurity practice led by Sarah Lim in Singapore, with Liu Mengqi in Shanghai.',
        'The practice advises on compliance programmes, cross-border data transfers and regulatory investigations, and offers a breach response service available around the clock.',
        { h: 'Why now' },
        'Clients face overlapping data rules in Singapore, Hong Kong, mainland China and the rest of Southeast Asia, and regulators are increasingly active. A single team across our offices lets clients get coordinated advice quickly.',
      ],
      zh_CN: [
        '港滨律师事务所正式成立数据保护与网络安全业务部门，由新加坡办公室的林慧敏主管，上海代表处的刘梦琪共同参与。',
        '该部门就合规体系建设、数据跨境传输及监管调查提供法律服务，并提供全天候的数据泄露应对服务。',
        { h: '设立背景' },
        '客户在新加坡、香港、中国内地及东南亚其他地区面临相互交叠的数据规则，监管执法也日趋活跃。跨办公室的统一团队能让客户迅速获得协调一致的法律意见。',
      ],
    },
  },
  {
    catalog: 'announcements',
    daysAgo: 472,
    views: 487,
    cover: 'skyline:0',
    title: {
      en_US: 'Singapore office relocates to Meridian Tower',
      zh_CN: '新加坡办公室乔迁子午线大厦',
    },
    note: {
      en_US: 'Our new home in the financial district includes a dedicated hearing centre.',
      zh_CN: '位于金融区的新办公室设有专用的仲裁庭审中心。',
    },
    body: {
      en_US: [
        'Our Singapore office has moved to Levels 28 and 29 of Meridian Tower in the heart of the financial district.',
        'The new premises include a hearing centre with two fully equipped hearing rooms and breakout rooms for arbitrations, as well as a client floor designed for deal signings and seminars.',
        { h: 'Our new address' },
        'Level 28, Meridian Tower, 21 Telok Crest, Singapore 068912. Our telephone numbers and e-mail addresses are unchanged.',
      ],
      zh_CN: [
        '本所新加坡办公室已迁至金融区中心地带的子午线大厦28层及29层。',
        '新办公室设有一个庭审中心，包括两间设备齐全的庭审室及多间仲裁分组讨论室，另有一层专供客户使用，可举办交易签约仪式和研讨会。',
        { h: '新地址' },
        '新加坡直落岭21号子午线大厦28层，邮编068912。本所电话号码及电子邮箱地址保持不变。',
      ],
    },
  },
  {
    catalog: 'firm-news',
    daysAgo: 322,
    views: 356,
    cover: 'harbour:0',
    title: {
      en_US: 'Our year in review',
      zh_CN: '年度回顾',
    },
    note: {
      en_US: 'Highlights of a year of growth across our three offices.',
      zh_CN: '三地办公室一年来的发展亮点。',
    },
    body: {
      en_US: [
        'It has been a year of growth for Harbourfront Chambers. We advised on transactions with a combined value of more than S$18 billion and acted in disputes across eleven jurisdictions.',
        { h: 'By the numbers' },
        {
          ul: [
            'More than 60 M&A and capital markets transactions',
            '35 new arbitrations and court proceedings',
            'Four new partners and 18 new associates',
            'More than 4,000 pro bono hours',
          ],
        },
        'We thank our clients for their trust and look forward to the year ahead.',
      ],
      zh_CN: [
        '对港滨律师事务所而言，这是成长的一年。我们经办交易的总金额逾180亿新元，代理的争议案件遍及十一个法域。',
        { h: '数字一览' },
        {
          ul: ['60余宗并购及资本市场交易', '35宗新增仲裁及诉讼案件', '4位新合伙人及18位新律师加入', '逾4,000小时公益法律服务'],
        },
        '感谢客户的信任，我们期待与您共创新的一年。',
      ],
    },
  },
  {
    catalog: 'firm-news',
    daysAgo: 521,
    views: 298,
    cover: 'harbour:1',
    title: {
      en_US: 'Harbourfront Chambers commits to net zero operations',
      zh_CN: '港滨律师事务所承诺实现运营净零排放',
    },
    note: {
      en_US: 'We have set targets to reduce our operational emissions and report on progress every year.',
      zh_CN: '本所制定了运营减排目标，并将每年公布进展。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers has committed to reaching net zero in its own operations. Our plan focuses on the areas where we can make a real difference: energy use in our offices, business travel and the suppliers we choose.',
        { h: 'First steps' },
        {
          ul: [
            'Our Singapore office is in a Green Mark Platinum building',
            'Video hearings and meetings by default where clients agree',
            'Sustainability criteria in all major procurement decisions',
          ],
        },
        'We will report on our progress in our annual review.',
      ],
      zh_CN: [
        '港滨律师事务所承诺在自身运营中实现净零排放。我们的计划聚焦于最能产生实际效果的领域：办公室能耗、商务差旅以及供应商的选择。',
        { h: '首批举措' },
        {
          ul: [
            '新加坡办公室位于获得绿色建筑标志白金级认证的大楼内',
            '在客户同意的情况下，默认采用视频方式开庭和开会',
            '在所有重大采购决策中纳入可持续发展标准',
          ],
        },
        '我们将在年度回顾中报告相关进展。',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 18,
    views: 1520,
    top: true,
    cover: 'pages:0',
    title: {
      en_US: 'The SIAC Rules 2025: what parties need to know',
      zh_CN: '《新加坡国际仲裁中心仲裁规则（2025）》要点解读',
      zh_HK: '《新加坡國際仲裁中心仲裁規則（2025）》：當事人須知',
      ms_MY: 'Kaedah SIAC 2025: perkara yang perlu diketahui oleh pihak-pihak',
      ar_AE: 'قواعد مركز سنغافورة للتحكيم الدولي لعام 2025: ما يحتاج الأطراف إلى معرفته',
    },
    note: {
      en_US: 'The new rules introduce a streamlined procedure, preliminary determination and coordinated proceedings.',
      zh_CN: '新规则引入了简易程序、先行裁决及协调程序等新机制。',
      zh_HK: '新規則引入精簡程序、初步裁定及協調程序等新機制。',
      ms_MY: 'Kaedah baharu memperkenalkan prosedur diperkemas, penentuan awal dan prosiding diselaraskan.',
      ar_AE: 'تستحدث القواعد الجديدة إجراءً مبسطًا والفصل التمهيدي والإجراءات المنسّقة.',
    },
    body: {
      en_US: [
        'The seventh edition of the SIAC Arbitration Rules applies to arbitrations commenced on or after 1 January 2025. The changes aim to make arbitration faster and more cost-effective without sacrificing fairness.',
        { h: 'Key changes' },
        {
          ul: [
            'A new streamlined procedure for lower-value disputes, with a sole arbitrator and an award within three months of the tribunal’s constitution',
            'Express powers for tribunals to make preliminary determinations on issues that may dispose of all or part of a case',
            'Coordinated proceedings for related arbitrations that cannot be consolidated',
            'Disclosure of third-party funding arrangements',
            'Protective preliminary orders that may be sought before the notice of arbitration is filed',
          ],
        },
        { h: 'What to do now' },
        'Parties should review their standard arbitration clauses and consider whether to opt in or out of particular procedures. Funded parties should prepare for disclosure at an early stage.',
      ],
      zh_CN: [
        '第七版《新加坡国际仲裁中心仲裁规则》适用于2025年1月1日或之后启动的仲裁。此次修订旨在不损害公平的前提下，使仲裁更加高效、更具成本效益。',
        { h: '主要变化' },
        {
          ul: [
            '针对小额争议新设简易程序，由独任仲裁员审理，并在仲裁庭组成后三个月内作出裁决',
            '明确赋予仲裁庭就可能处理全部或部分案件的问题作出先行裁决的权力',
            '对无法合并的关联仲裁案件实行协调程序',
            '要求披露第三方资助安排',
            '当事人可在提交仲裁通知前申请保护性初步命令',
          ],
        },
        { h: '应对建议' },
        '当事人应审阅其标准仲裁条款，并考虑是否选择适用或排除特定程序。获得第三方资助的当事人应及早做好披露准备。',
      ],
      zh_HK: [
        '第七版《新加坡國際仲裁中心仲裁規則》適用於2025年1月1日或之後展開的仲裁。是次修訂旨在不影響公平的前提下，令仲裁更快捷、更具成本效益。',
        { h: '主要修訂' },
        {
          ul: [
            '為金額較小的爭議新設精簡程序，由獨任仲裁員審理，並須在仲裁庭組成後三個月內作出裁決',
            '明確賦權仲裁庭就可處理全部或部分案件的問題作出初步裁定',
            '未能合併的相關仲裁可採用協調程序',
            '須披露第三方資助安排',
            '可於提交仲裁通知前申請保護性初步命令',
          ],
        },
        { h: '當事人現在應做甚麼' },
        '當事人應檢視其標準仲裁條款，並考慮是否選擇採用或排除個別程序。獲第三方資助的當事人應及早為披露作好準備。',
      ],
      ms_MY: [
        'Edisi ketujuh Kaedah Timbang Tara SIAC terpakai bagi timbang tara yang dimulakan pada atau selepas 1 Januari 2025. Perubahan ini bertujuan menjadikan timbang tara lebih pantas dan menjimatkan kos tanpa menjejaskan keadilan.',
        { h: 'Perubahan utama' },
        {
          ul: [
            'Prosedur diperkemas yang baharu untuk pertikaian bernilai rendah, dengan penimbang tara tunggal dan award dalam tempoh tiga bulan selepas tribunal dibentuk',
            'Kuasa nyata bagi tribunal untuk membuat penentuan awal terhadap isu yang boleh memutuskan keseluruhan atau sebahagian kes',
            'Prosiding diselaraskan bagi timbang tara berkaitan yang tidak dapat disatukan',
            'Pendedahan aturan pembiayaan pihak ketiga',
            'Perintah awal perlindungan yang boleh dipohon sebelum notis timbang tara difailkan',
          ],
        },
        { h: 'Langkah yang perlu diambil sekarang' },
        'Pihak-pihak wajar menyemak klausa timbang tara standard mereka dan menimbangkan sama ada untuk memilih masuk atau keluar daripada prosedur tertentu. Pihak yang dibiayai pihak ketiga perlu bersedia untuk membuat pendedahan pada peringkat awal.',
      ],
      ar_AE: [
        'تسري النسخة السابعة من قواعد التحكيم لمركز سنغافورة للتحكيم الدولي على إجراءات التحكيم التي تبدأ في 1 يناير 2025 أو بعده. وتهدف التعديلات إلى جعل التحكيم أسرع وأقل تكلفة دون المساس بالعدالة.',
        { h: 'أبرز التعديلات' },
        {
          ul: [
            'إجراء مبسّط جديد للمنازعات الأقل قيمة، يتولاها محكّم فرد ويصدر فيها الحكم خلال ثلاثة أشهر من تشكيل هيئة التحكيم',
            'صلاحية صريحة لهيئة التحكيم للفصل تمهيديًا في مسائل قد تحسم الدعوى كلها أو بعضها',
            'إجراءات منسّقة لقضايا التحكيم المرتبطة التي يتعذّر ضمّها',
            'الإفصاح عن ترتيبات التمويل من طرف ثالث',
            'أوامر تمهيدية وقائية يجوز طلبها قبل تقديم إخطار التحكيم',
          ],
        },
        { h: 'ما ينبغي فعله الآن' },
        'ينبغي للأطراف مراجعة شروط التحكيم النموذجية لديهم، والنظر في اختيار إجراءات بعينها أو استبعادها. وعلى الأطراف الممولة من الغير الاستعداد للإفصاح في مرحلة مبكرة.',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 97,
    views: 1104,
    cover: 'pages:1',
    title: {
      en_US: 'Data breaches under the PDPA: notification duties in practice',
      zh_CN: '《个人资料保护法》下的数据泄露通报义务实务解析',
    },
    note: {
      en_US:
        'Organisations must assess a suspected breach promptly and notify the PDPC within three calendar days once it is found to be notifiable.',
      zh_CN: '机构须及时评估疑似数据泄露事件，一旦认定须通报，应在三个自然日内通报个人资料保护委员会。',
    },
    body: {
      en_US: [
        'Since the 2020 amendments to the Personal Data Protection Act 2012, organisations in Singapore must notify the Personal Data Protection Commission (PDPC) of data breaches that are likely to result in significant harm to individuals, or that affect 500 or more individuals.',
        { h: 'The timeline' },
        {
          ol: [
            'Once an organisation has credible grounds to believe a breach has occurred, it should assess the breach expeditiously; the PDPC expects this within 30 calendar days.',
            'If the breach is notifiable, the PDPC must be notified as soon as practicable and no later than three calendar days after the assessment.',
            'Affected individuals must also be notified where the breach is likely to result in significant harm to them, unless an exception applies.',
          ],
        },
        { h: 'Lessons from recent decisions' },
        'The PDPC continues to look closely at whether organisations had reasonable security arrangements in place before the incident. A tested incident response plan and clear contracts with data intermediaries remain the best protection.',
      ],
      zh_CN: [
        '自《2012年个人资料保护法》于2020年修订以来，新加坡的机构在发生可能对个人造成重大损害、或涉及500人及以上的数据泄露时，须向个人资料保护委员会通报。',
        { h: '时间要求' },
        {
          ol: [
            '机构一旦有可信理由认为发生了数据泄露，应从速评估；个人资料保护委员会期望在30个自然日内完成评估。',
            '如认定须通报，应在切实可行的范围内尽快、且不迟于评估完成后三个自然日通报个人资料保护委员会。',
            '如数据泄露可能对受影响个人造成重大损害，除适用例外情形外，亦须通知相关个人。',
          ],
        },
        { h: '近期决定的启示' },
        '个人资料保护委员会持续重点审查机构在事件发生前是否已采取合理的安全措施。经过演练的事件应对预案以及与数据中介之间清晰的合同约定，仍是最有效的保障。',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 176,
    views: 677,
    cover: 'pages:2',
    title: {
      en_US: 'Workplace fairness: preparing for Singapore’s new anti-discrimination law',
      zh_CN: '职场公平：为新加坡新的反歧视立法做好准备',
    },
    note: {
      en_US: 'The Workplace Fairness Act 2025 puts protection against workplace discrimination on a statutory footing.',
      zh_CN: '《2025年职场公平法》将防止职场歧视的保护上升为法定义务。',
    },
    body: {
      en_US: [
        'Parliament passed the Workplace Fairness Act in January 2025. The Act will make it unlawful for employers to discriminate on protected characteristics, including age, nationality, sex, marital status, pregnancy, caregiving responsibilities, race, religion, language, disability and mental health conditions.',
        { h: 'What employers must do' },
        {
          ul: [
            'Put in place a written grievance-handling process',
            'Protect employees who raise grievances from retaliation',
            'Keep records of grievances and how they were handled',
            'Train managers on fair recruitment, promotion and dismissal decisions',
          ],
        },
        'Smaller employers will benefit from an initial exemption, but all employers should review their policies well before the Act comes into force.',
      ],
      zh_CN: [
        '新加坡国会于2025年1月通过《职场公平法》。该法将禁止雇主基于受保护特征实施歧视，包括年龄、国籍、性别、婚姻状况、怀孕、照护责任、种族、宗教、语言、残疾及精神健康状况。',
        { h: '雇主须采取的措施' },
        {
          ul: [
            '建立书面的申诉处理程序',
            '保护提出申诉的员工免遭报复',
            '保存申诉记录及其处理情况',
            '就公平的招聘、晋升及解雇决策对管理人员进行培训',
          ],
        },
        '规模较小的雇主在初期可获豁免，但所有雇主都应在该法生效前及早审查其内部制度。',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 244,
    views: 593,
    cover: 'pages:3',
    title: {
      en_US: 'Restructuring in Singapore: moratoria, cram-down and rescue financing',
      zh_CN: '新加坡重组制度：暂停令、强制批准与拯救融资',
    },
    note: {
      en_US: 'An overview of the tools available to companies under the Insolvency, Restructuring and Dissolution Act 2018.',
      zh_CN: '概述《2018年破产、重组及解散法》为企业提供的重组工具。',
    },
    body: {
      en_US: [
        'Singapore’s restructuring regime, consolidated in the Insolvency, Restructuring and Dissolution Act 2018, offers debtors a toolkit that has attracted regional and international companies.',
        { h: 'The main tools' },
        {
          ul: [
            'Moratoria that can protect the company and, in some cases, its subsidiaries while a scheme is prepared',
            'Cross-class cram-down, allowing a scheme to bind a dissenting class if it is fair and equitable',
            'Super-priority for rescue financing, subject to the court’s approval',
            'Pre-packaged schemes that can be approved without a creditors’ meeting',
          ],
        },
        { h: 'Foreign companies' },
        'A foreign company with a substantial connection to Singapore may use these procedures. Assets, creditors or a choice of Singapore law in key debt documents can all be relevant.',
      ],
      zh_CN: [
        '新加坡的重组制度集中规定于《2018年破产、重组及解散法》，为债务人提供了一套完整的工具，吸引了众多区域及国际企业。',
        { h: '主要工具' },
        {
          ul: [
            '暂停令：在筹备安排计划期间保护公司，在某些情况下亦可延及其子公司',
            '跨组别强制批准：若安排计划公平合理，可对持异议的债权人组别产生约束力',
            '拯救融资的超级优先权：须经法院批准',
            '预先重整式安排计划：无需召开债权人会议即可获批',
          ],
        },
        { h: '外国公司' },
        '与新加坡有实质联系的外国公司亦可适用上述程序。公司在新加坡的资产、债权人，或主要债务文件选择适用新加坡法律，都可能构成相关联系。',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 339,
    views: 441,
    cover: 'pages:0',
    title: {
      en_US: 'Variable capital companies: a flexible vehicle for funds',
      zh_CN: '可变资本公司：灵活的基金载体',
    },
    note: {
      en_US: 'The VCC framework has become the vehicle of choice for many fund managers in Singapore.',
      zh_CN: '可变资本公司框架已成为许多新加坡基金管理人的首选载体。',
    },
    body: {
      en_US: [
        'Since its introduction in 2020, the variable capital company (VCC) has become a popular structure for investment funds domiciled in Singapore.',
        { h: 'Why managers choose the VCC' },
        {
          ul: [
            'Shares can be issued and redeemed without shareholder approval, and dividends paid out of capital',
            'Umbrella VCCs can hold several sub-funds with segregated assets and liabilities',
            'The register of shareholders need not be made public',
            'Existing foreign corporate funds can re-domicile into Singapore as VCCs',
          ],
        },
        'A VCC must be managed by a permissible fund manager, and its structure should be planned with tax advisers to benefit from the relevant incentive schemes.',
      ],
      zh_CN: [
        '自2020年推出以来，可变资本公司已成为在新加坡设立投资基金的热门架构。',
        { h: '基金管理人为何青睐可变资本公司' },
        {
          ul: [
            '发行和赎回股份无需股东批准，并可从资本中派发股息',
            '伞形可变资本公司可下设多个子基金，各子基金资产与负债相互隔离',
            '股东名册无需公开',
            '现有境外公司型基金可迁册至新加坡成为可变资本公司',
          ],
        },
        '可变资本公司须由合资格的基金管理人管理，并应与税务顾问共同规划架构，以享受相关税收优惠。',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 415,
    views: 520,
    cover: 'pages:1',
    title: {
      en_US: 'Hong Kong’s new company re-domiciliation regime',
      zh_CN: '香港公司迁册新制度解读',
    },
    note: {
      en_US: 'Companies incorporated outside Hong Kong can now move their domicile to Hong Kong while keeping their legal identity.',
      zh_CN: '在香港以外注册成立的公司现可在保留法人身份的前提下将注册地迁往香港。',
    },
    body: {
      en_US: [
        'Hong Kong has introduced an inward re-domiciliation regime that allows non-Hong Kong companies to become Hong Kong companies without winding up, so that contracts, assets and business operations continue uninterrupted.',
        { h: 'Key requirements' },
        {
          ul: [
            'The company’s home jurisdiction must permit outward re-domiciliation',
            'Members and creditors must not be unfairly prejudiced, and solvency must be confirmed',
            'The company must de-register from its original jurisdiction within a set period after re-domiciliation',
          ],
        },
        'Groups with offshore holding companies, including those listed in Hong Kong, may find the regime attractive as international tax rules on substance tighten.',
      ],
      zh_CN: [
        '香港已推出公司迁入机制，允许非香港公司在无需清盘的情况下成为香港公司，从而使其合同、资产及业务运营不受影响地延续。',
        { h: '主要要求' },
        {
          ul: [
            '公司原注册地的法律须允许公司迁出',
            '不得不公平地损害股东及债权人利益，并须确认公司具备偿债能力',
            '公司须在迁册后的规定期限内在原注册地撤销注册',
          ],
        },
        '随着国际税收规则对经济实质的要求日益严格，拥有离岸控股公司的集团（包括在香港上市的集团）或会发现这一机制颇具吸引力。',
      ],
    },
  },
  {
    catalog: 'legal-updates',
    daysAgo: 498,
    views: 688,
    cover: 'network:1',
    title: {
      en_US: 'Cross-border data transfers from mainland China: the relaxed framework',
      zh_CN: '中国内地数据出境监管框架的放宽',
    },
    note: {
      en_US: 'Provisions issued in 2024 exempt many routine transfers from security assessments and standard contracts.',
      zh_CN: '2024年发布的规定使许多常规数据出境活动无需进行安全评估或签订标准合同。',
    },
    body: {
      en_US: [
        'The Provisions on Promoting and Regulating Cross-Border Data Flows, issued by the Cyberspace Administration of China in March 2024, narrowed the circumstances in which a security assessment, standard contract or certification is required.',
        { h: 'Common exemptions' },
        {
          ul: [
            'Transfers necessary to perform a contract to which the individual is a party, such as cross-border shopping or hotel bookings',
            'Transfers of employee data necessary for cross-border human resources management',
            'Transfers in an emergency to protect life, health or property',
            'Transfers by non-critical information infrastructure operators of limited volumes of personal information',
          ],
        },
        'This update is a general overview prepared with our colleagues in the region. Groups should take advice from PRC counsel on how the rules apply to their own data flows, and on any local free trade zone lists.',
      ],
      zh_CN: [
        '国家互联网信息办公室于2024年3月发布《促进和规范数据跨境流动规定》，缩小了需要申报安全评估、订立标准合同或通过认证的情形范围。',
        { h: '常见豁免情形' },
        {
          ul: [
            '为订立、履行个人作为一方当事人的合同所必需，如跨境购物、酒店预订等',
            '实施跨境人力资源管理所必需的员工个人信息出境',
            '紧急情况下为保护生命健康和财产安全所必需',
            '非关键信息基础设施运营者向境外提供有限数量的个人信息',
          ],
        },
        '本文为与区域同事共同编写的概述。企业应就上述规则如何适用于自身数据流动以及当地自由贸易试验区负面清单等问题，咨询中国律师的意见。',
      ],
    },
  },
  {
    catalog: 'commentary',
    daysAgo: 45,
    views: 873,
    cover: 'arcs:0',
    title: {
      en_US: 'Why Singapore works as a seat for China–ASEAN contracts',
      zh_CN: '为何新加坡适合作为中国—东盟合同的仲裁地',
      zh_HK: '為何新加坡適合作為中國與東盟合約的仲裁地',
      ms_MY: 'Mengapa Singapura sesuai sebagai tempat timbang tara bagi kontrak China–ASEAN',
      ar_AE: 'لماذا تصلح سنغافورة مقرًا للتحكيم في العقود بين الصين ودول آسيان',
    },
    note: {
      en_US: 'Neutrality, enforceability and a supportive judiciary make Singapore a natural choice.',
      zh_CN: '中立性、可执行性以及支持仲裁的司法体系，使新加坡成为理所当然的选择。',
      zh_HK: '中立、裁決可獲執行，加上支持仲裁的司法機構，令新加坡成為自然之選。',
      ms_MY: 'Berkecuali, award yang boleh dikuatkuasakan dan badan kehakiman yang menyokong menjadikan Singapura pilihan semula jadi.',
      ar_AE: 'الحياد وقابلية الأحكام للتنفيذ وقضاء داعم للتحكيم تجعل سنغافورة خيارًا طبيعيًا.',
    },
    body: {
      en_US: [
        'When a Chinese company signs a contract with a counterparty in Indonesia, Vietnam or Malaysia, the choice of where disputes will be decided is often left to the end of the negotiation. It deserves more attention.',
        { h: 'Three reasons to choose Singapore' },
        {
          ol: [
            'Neutrality: neither party has a home advantage, and Singapore courts apply a consistently pro-arbitration approach.',
            'Enforceability: awards made in Singapore can be enforced in more than 170 countries under the New York Convention, including China and every ASEAN member state.',
            'Practicality: hearings can be conducted in English or Chinese, and Singapore is within a few hours’ flight of every capital in the region.',
          ],
        },
        { h: 'Drafting tips' },
        'Name the seat expressly, choose the institutional rules, specify the language and the number of arbitrators, and consider whether an expedited procedure should apply to smaller claims.',
      ],
      zh_CN: [
        '中国企业与印度尼西亚、越南或马来西亚的交易对手签订合同时，争议在何处解决往往被留到谈判的最后才讨论。这个问题值得更多关注。',
        { h: '选择新加坡的三个理由' },
        {
          ol: [
            '中立性：双方都不具有主场优势，新加坡法院一贯秉持支持仲裁的立场。',
            '可执行性：根据《纽约公约》，在新加坡作出的裁决可在170多个国家得到执行，包括中国及所有东盟成员国。',
            '便利性：庭审可使用英语或中文进行，而且从区域内各国首都飞抵新加坡仅需数小时。',
          ],
        },
        { h: '条款起草建议' },
        '应明确约定仲裁地，选定机构仲裁规则，约定仲裁语言和仲裁员人数，并考虑小额争议是否适用快速程序。',
      ],
      zh_HK: [
        '中國企業與印尼、越南或馬來西亞的交易對手簽訂合約時，爭議在何處解決往往留到談判最後才處理。這個問題其實值得更多重視。',
        { h: '選擇新加坡的三個理由' },
        {
          ol: [
            '中立：雙方都沒有主場優勢，而新加坡法院一向支持仲裁。',
            '可執行：根據《紐約公約》，在新加坡作出的裁決可在超過170個國家執行，包括中國及所有東盟成員國。',
            '方便：聆訊可以英語或中文進行，而且由區內各國首都飛往新加坡只需數小時。',
          ],
        },
        { h: '草擬條款的建議' },
        '應明確訂明仲裁地、選定仲裁機構規則、指明仲裁語言及仲裁員人數，並考慮小額索償是否適用快速程序。',
      ],
      ms_MY: [
        'Apabila syarikat China menandatangani kontrak dengan rakan niaga di Indonesia, Vietnam atau Malaysia, soal di mana pertikaian akan diputuskan sering ditinggalkan hingga akhir rundingan. Perkara ini sepatutnya diberi perhatian lebih awal.',
        { h: 'Tiga sebab memilih Singapura' },
        {
          ol: [
            'Berkecuali: tiada pihak yang mendapat kelebihan tempat sendiri, dan mahkamah Singapura secara konsisten menyokong timbang tara.',
            'Boleh dikuatkuasakan: award yang dibuat di Singapura boleh dikuatkuasakan di lebih 170 negara di bawah Konvensyen New York, termasuk China dan setiap negara anggota ASEAN.',
            'Praktikal: pendengaran boleh dijalankan dalam bahasa Inggeris atau bahasa Cina, dan Singapura hanya beberapa jam penerbangan dari setiap ibu negara di rantau ini.',
          ],
        },
        { h: 'Tip merangka klausa' },
        'Nyatakan tempat timbang tara dengan jelas, pilih kaedah institusi, tetapkan bahasa dan bilangan penimbang tara, dan pertimbangkan sama ada prosedur dipercepat patut terpakai bagi tuntutan yang lebih kecil.',
      ],
      ar_AE: [
        'حين توقّع شركة صينية عقدًا مع طرف في إندونيسيا أو فيتنام أو ماليزيا، كثيرًا ما يُترك تحديد مكان الفصل في النزاعات إلى نهاية المفاوضات، مع أنه يستحق اهتمامًا أكبر.',
        { h: 'ثلاثة أسباب لاختيار سنغافورة' },
        {
          ol: [
            'الحياد: لا يتمتع أي طرف بأفضلية الأرض، والمحاكم السنغافورية داعمة للتحكيم على نحو ثابت.',
            'قابلية التنفيذ: تُنفَّذ أحكام التحكيم الصادرة في سنغافورة في أكثر من 170 دولة بموجب اتفاقية نيويورك، ومنها الصين وجميع الدول الأعضاء في آسيان.',
            'الجانب العملي: يمكن عقد الجلسات بالإنجليزية أو الصينية، ولا تبعد سنغافورة عن أي عاصمة في المنطقة سوى ساعات قليلة بالطائرة.',
          ],
        },
        { h: 'نصائح في صياغة شرط التحكيم' },
        'حدّدوا مقر التحكيم صراحةً، واختاروا قواعد المؤسسة، وعيّنوا لغة التحكيم وعدد المحكّمين، وانظروا في تطبيق الإجراء المعجّل على المطالبات الأصغر.',
      ],
    },
  },
  {
    catalog: 'commentary',
    daysAgo: 131,
    views: 562,
    cover: 'bands:0',
    title: {
      en_US: 'Governance first: setting up a family office in Singapore',
      zh_CN: '治理先行：在新加坡设立家族办公室',
    },
    note: {
      en_US: 'The tax incentives are well known; the governance questions are what make a family office last.',
      zh_CN: '税收优惠广为人知，而真正决定家族办公室能否长久的是治理问题。',
    },
    body: {
      en_US: [
        'Singapore has become one of the world’s leading locations for single-family offices. Much of the discussion focuses on the fund tax incentive schemes, but the families who do best start with governance.',
        { h: 'Questions to answer early' },
        {
          ul: [
            'Who makes investment decisions, and how are conflicts between family members resolved?',
            'How will the next generation be prepared for ownership and leadership roles?',
            'What role should independent professionals play on the board or investment committee?',
            'How does the family office relate to the family business and any philanthropic foundation?',
          ],
        },
        'A family constitution that answers these questions, agreed while relationships are good, is often the most valuable document a family will sign.',
      ],
      zh_CN: [
        '新加坡已成为全球领先的单一家族办公室聚集地之一。讨论多集中在基金税收优惠计划上，但最成功的家族往往从治理入手。',
        { h: '需要尽早回答的问题' },
        {
          ul: [
            '由谁作出投资决策？家族成员之间的分歧如何解决？',
            '如何培养下一代承担所有权和领导职责？',
            '独立专业人士在董事会或投资委员会中应发挥什么作用？',
            '家族办公室与家族企业以及慈善基金会之间是什么关系？',
          ],
        },
        '在家族关系融洽时共同制定一份回答上述问题的家族宪章，往往是一个家族所签署的最有价值的文件。',
      ],
    },
  },
  {
    catalog: 'insights',
    daysAgo: 262,
    views: 719,
    cover: 'network:0',
    title: {
      en_US: 'Generative AI and the board: five questions directors should ask',
      zh_CN: '生成式人工智能与董事会：董事应当提出的五个问题',
    },
    note: {
      en_US: 'AI governance is becoming a board-level responsibility.',
      zh_CN: '人工智能治理正在成为董事会层面的职责。',
    },
    body: {
      en_US: [
        'Generative AI tools are now used across most organisations, often faster than policies can keep up. Singapore’s Model AI Governance Framework offers a useful starting point for boards.',
        { h: 'Five questions' },
        {
          ol: [
            'Where in the business is AI being used today, and who is accountable for each use?',
            'What personal or confidential data is being entered into AI tools, and where does it go?',
            'How are outputs checked before they reach customers or regulators?',
            'What do our contracts with AI vendors say about data, intellectual property and liability?',
            'How will we know if something goes wrong?',
          ],
        },
        'Directors do not need to be technologists, but they do need assurance that management has answered these questions.',
      ],
      zh_CN: [
        '生成式人工智能工具已在大多数组织中广泛使用，其普及速度往往快于内部制度的更新。新加坡的《人工智能治理模式框架》为董事会提供了有益的起点。',
        { h: '五个问题' },
        {
          ol: [
            '目前业务中哪些环节在使用人工智能？每项用途由谁负责？',
            '哪些个人资料或机密信息被输入人工智能工具？这些数据流向何处？',
            '输出结果在交付客户或监管机构之前如何核查？',
            '我们与人工智能供应商的合同对数据、知识产权及责任是如何约定的？',
            '出现问题时我们如何能够及时发现？',
          ],
        },
        '董事不必是技术专家，但需要确信管理层已经回答了这些问题。',
      ],
    },
  },
  {
    catalog: 'commentary',
    daysAgo: 447,
    views: 384,
    cover: 'arcs:1',
    title: {
      en_US: 'Warranty and indemnity insurance in Southeast Asian M&A',
      zh_CN: '东南亚并购中的陈述与保证保险',
    },
    note: {
      en_US: 'W&I insurance is now common in regional deals. Here is how to make it work.',
      zh_CN: '陈述与保证保险在区域交易中已相当普遍，本文介绍如何用好这一工具。',
    },
    body: {
      en_US: [
        'Warranty and indemnity (W&I) insurance, once mainly used in private equity exits, is now common in Southeast Asian M&A. It lets sellers achieve a clean exit and gives buyers a creditworthy source of recovery.',
        { h: 'Practical points' },
        {
          ul: [
            'Underwriters rely on the buyer’s due diligence, so gaps in diligence become gaps in cover',
            'Known issues and certain risks, such as forward-looking warranties, are usually excluded',
            'Negotiate the policy in parallel with the sale agreement, not afterwards',
          ],
        },
        'Used well, W&I insurance can shorten negotiations and preserve the relationship between buyer and management sellers.',
      ],
      zh_CN: [
        '陈述与保证保险过去主要用于私募股权退出，如今在东南亚并购中已相当普遍。它使卖方能够干净利落地退出，同时为买方提供资信可靠的追偿来源。',
        { h: '实务要点' },
        {
          ul: [
            '承保人依赖买方的尽职调查，尽调中的疏漏即会成为保障范围的缺口',
            '已知问题及某些风险（例如前瞻性保证）通常不在承保范围内',
            '保单应与买卖协议同步谈判，而非事后补充',
          ],
        },
        '运用得当，陈述与保证保险可以缩短谈判周期，并维护买方与作为卖方的管理层之间的关系。',
      ],
    },
  },
  {
    catalog: 'commentary',
    daysAgo: 74,
    views: 1033,
    cover: 'bands:1',
    link: 'https://example.com/interviews/arbitration-in-asia',
    title: {
      en_US: 'Interview: Priya Ramanathan on the future of arbitration in Asia',
      zh_CN: '专访：普丽娅·拉马纳坦谈亚洲仲裁的未来',
    },
    note: {
      en_US: 'Our head of International Arbitration talks about efficiency, technology and the next generation of advocates.',
      zh_CN: '本所国际仲裁业务主管谈仲裁效率、科技应用与新一代律师的培养。',
    },
  },
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
      zh_CN: '网络研讨会：成长型企业的个人资料保护法合规',
    },
    note: {
      en_US: 'A one-hour practical session on data protection obligations, hosted on our partner’s event platform.',
      zh_CN: '为时一小时的数据保护义务实务讲座，在合作方活动平台举行。',
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
