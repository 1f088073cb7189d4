import type { ArticleDef } from '../catalogs';

/** The firm’s own news: awards, announcements and firm news. */
export const firmNews: ArticleDef[] = [
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
      zh_CN: 'Asia Counsel Awards表彰本所跨境业务的广度及卓越的客户服务。',
      zh_HK: 'Asia Counsel Awards表揚本行跨境業務範圍廣泛及客戶服務出色。',
      ms_MY: 'Asia Counsel Awards mengiktiraf firma kerana skop kerja rentas sempadannya yang luas dan perkhidmatan kliennya.',
      ar_AE: 'كُرّم المكتب في Asia Counsel Awards لاتساع أعماله العابرة للحدود وتميّز خدمته لعملائه.',
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
        '港滨律师事务所在Asia Counsel Awards中荣膺“年度新加坡律师事务所”。评审团由区域内多家企业的总法律顾问组成，特别肯定了本所在中国与东南亚之间跨境交易中的工作，以及在国际仲裁领域的出色业绩。',
        { h: '评审评语' },
        { quote: '这家律所既具备综合性律所的专业深度，又能像精品律所一样快速响应客户需求。' },
        '本所同时入围争议解决、重组及数据保护三个奖项类别的候选名单。',
        '管理合伙人许伟杰表示：“这份荣誉属于信任我们、将最重要事务交托给我们的客户，也属于我们在新加坡、香港和上海的每一位同事。”',
      ],
      zh_HK: [
        '港濱律師行在Asia Counsel Awards中獲選為「年度新加坡律師行」。評審團由區內多家企業的法律總顧問組成，特別表揚本行在中國與東南亞之間的跨境交易，以及在國際仲裁方面的往績。',
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
        'فاز هاربرفرونت تشامبرز بلقب مكتب المحاماة السنغافوري للعام في Asia Counsel Awards. وأشادت لجنة التقييم، المؤلفة من كبار المستشارين القانونيين لشركات من أنحاء المنطقة، بعمل المكتب في الصفقات العابرة للحدود بين الصين وجنوب شرق آسيا وبسجله في التحكيم الدولي.',
        { h: 'ما قالته لجنة التقييم' },
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
      zh_CN: '本所十个业务领域获Legal Compass Asia-Pacific推荐',
      zh_HK: '本行十個業務範疇獲Legal Compass Asia-Pacific評級',
      ms_MY: 'Disenaraikan dalam sepuluh bidang amalan oleh panduan Legal Compass Asia-Pacific',
      ar_AE: 'تصنيف المكتب في عشرة مجالات ممارسة في دليل Legal Compass Asia-Pacific',
    },
    note: {
      en_US: 'Twelve of our lawyers are individually recognised, including four as leading individuals.',
      zh_CN: '本所十二位律师获个人推荐，其中四位被评为“领先律师”。',
      zh_HK: '本行共有十二位律師獲個別推薦，其中四位獲評為「領先律師」。',
      ms_MY: 'Dua belas peguam kami diiktiraf secara individu, termasuk empat sebagai peguam terkemuka.',
      ar_AE: 'حظي اثنا عشر من محامينا بتوصيات فردية، منهم أربعة ضمن أبرز المحامين.',
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
        '最新一版Legal Compass Asia-Pacific在十个业务领域推荐港滨律师事务所，较上一版的七个领域有所增加。国际仲裁及公司与并购业务继续位列第一梯队。',
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
      zh_HK: [
        '最新一期Legal Compass Asia-Pacific指南在十個業務範疇為港濱律師行評級，較上一期的七個範疇增加。國際仲裁以及公司及合併與收購兩個範疇繼續位列第一級別。',
        { h: '重點' },
        {
          ul: [
            '國際仲裁：第一級別，普麗婭·拉馬納坦獲評為「領先律師」',
            '公司及合併與收購：第一級別，許偉傑獲評為「領先律師」',
            '資本市場（香港）：首次上榜，黃嘉欣獲推薦',
            '資料保障：首次上榜，林慧敏獲評為「領先律師」',
          ],
        },
        '研究人員用了數個月訪問客戶及同業。一位客戶表示，團隊「了解我們的業務，提出的意見可以即時付諸實行」。',
      ],
      ms_MY: [
        'Edisi terbaharu panduan Legal Compass Asia-Pacific menyenaraikan Harbourfront Chambers dalam sepuluh bidang amalan, meningkat daripada tujuh dalam edisi sebelumnya. Timbang Tara Antarabangsa serta Korporat dan M&A kekal dalam kedudukan Tier 1.',
        { h: 'Sorotan' },
        {
          ul: [
            'Timbang Tara Antarabangsa: Tier 1, dengan Priya Ramanathan dinamakan sebagai peguam terkemuka',
            'Korporat dan M&A: Tier 1, dengan Daniel Koh dinamakan sebagai peguam terkemuka',
            'Pasaran Modal (Hong Kong): disenaraikan buat kali pertama, dengan Catherine Wong disyorkan',
            'Perlindungan Data: disenaraikan buat kali pertama, dengan Sarah Lim dinamakan sebagai peguam terkemuka',
          ],
        },
        'Penyelidik panduan itu menemu bual klien dan rakan seprofesion selama beberapa bulan. Seorang klien menyatakan bahawa pasukan ini “memahami perniagaan kami dan memberikan nasihat yang boleh terus kami laksanakan”.',
      ],
      ar_AE: [
        'صنّفت أحدث طبعة من دليل Legal Compass Asia-Pacific مكتب هاربرفرونت تشامبرز في عشرة مجالات ممارسة، بعد أن كانت سبعة في الطبعة السابقة. وحافظت ممارستا التحكيم الدولي والشركات والاندماج والاستحواذ على موقعهما في الفئة الأولى.',
        { h: 'أبرز النتائج' },
        {
          ul: [
            'التحكيم الدولي: الفئة الأولى، واختيرت بريا راماناثان ضمن أبرز المحامين',
            'الشركات والاندماج والاستحواذ: الفئة الأولى، واختير دانيال كوه ضمن أبرز المحامين',
            'أسواق رأس المال (هونغ كونغ): تصنيف لأول مرة، مع التوصية بكاثرين وونغ',
            'حماية البيانات: تصنيف لأول مرة، واختيرت سارة ليم ضمن أبرز المحامين',
          ],
        },
        'وأجرى الباحثون مقابلات مع العملاء والنظراء على مدى أشهر، وقال أحد العملاء إن الفريق «يفهم أعمالنا ويقدّم مشورة يمكننا العمل بها فورًا».',
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
      zh_HK: '仲裁團隊獲選「年度爭議解決團隊」',
      ar_AE: 'فريق التحكيم يفوز بجائزة فريق تسوية المنازعات للعام',
    },
    note: {
      en_US: 'The award recognises the team’s success in a US$310 million energy arbitration.',
      zh_CN: '该奖项表彰团队在一宗标的额3.1亿美元的能源仲裁中取得的胜诉成果。',
      zh_HK: '獎項表揚團隊在一宗涉及3.1億美元的能源仲裁中勝訴。',
      ar_AE: 'تقديرًا لنجاح الفريق في تحكيم في قطاع الطاقة بقيمة 310 ملايين دولار أمريكي.',
    },
    body: {
      en_US: [
        'Our International Arbitration team has won Dispute Resolution Team of the Year at the Straits Legal Awards. The award follows the team’s success for an Asian utility in a SIAC arbitration concerning the construction of a combined-cycle power plant.',
        'The judges also noted the team’s work on investment treaty claims and its growing practice in Hong Kong and Shanghai.',
        { h: 'The team' },
        'The matter was led by partner Priya Ramanathan with Jonathan Cheung in Hong Kong and Chen Yiran in Shanghai, supported by a team of associates across the three offices.',
      ],
      zh_CN: [
        '本所国际仲裁团队在Straits Legal Awards中荣获“年度争议解决团队”奖。此前，团队代表一家亚洲公用事业公司，在一宗涉及联合循环电厂建设的新加坡国际仲裁中心仲裁中胜诉。',
        '评审团还特别提及团队在投资条约仲裁方面的工作，以及在香港和上海不断发展的业务。',
        { h: '项目团队' },
        '该案由合伙人普丽娅·拉马纳坦牵头，香港办公室的张浩明和上海代表处的陈亦然共同参与，三地多名律师提供了支持。',
      ],
      zh_HK: [
        '本行國際仲裁團隊在Straits Legal Awards中獲選為「年度爭議解決團隊」。此前，團隊代表一家亞洲公用事業公司，在一宗涉及興建聯合循環發電廠的新加坡國際仲裁中心仲裁中勝訴。',
        '評審團亦特別提到團隊在投資條約仲裁方面的工作，以及在香港和上海日益壯大的業務。',
        { h: '團隊成員' },
        '案件由合夥人普麗婭·拉馬納坦帶領，香港辦事處的張浩明及上海代表處的陳亦然參與，三地多名律師提供支援。',
      ],
      ar_AE: [
        'فاز فريق التحكيم الدولي في المكتب بجائزة فريق تسوية المنازعات للعام في Straits Legal Awards، بعد نجاحه في تمثيل شركة مرافق آسيوية في تحكيم أمام مركز سنغافورة للتحكيم الدولي بشأن إنشاء محطة كهرباء بنظام الدورة المركّبة.',
        'ونوّهت لجنة التقييم كذلك بعمل الفريق في منازعات معاهدات الاستثمار، وبنمو ممارسته في هونغ كونغ وشنغهاي.',
        { h: 'فريق العمل' },
        'قادت القضية الشريكة بريا راماناثان، بمشاركة جوناثان تشيونغ من مكتب هونغ كونغ وتشن يي ران من مكتب شنغهاي، وبدعم من محامين في المكاتب الثلاثة.',
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
        '港滨律师事务所因长期坚持公益法律服务而入选Community Justice Honour Roll。过去一年，本所律师为社区法律诊所、慈善机构及社会企业累计提供了逾4,000小时的服务。',
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
      zh_HK: '本行三位律師晉升為合夥人',
      ms_MY: 'Tiga rakan kongsi baharu dilantik',
      ar_AE: 'ترقية ثلاثة من محامينا إلى الشراكة',
    },
    note: {
      en_US: 'Marcus Lee, Sarah Lim and Chen Yiran have been promoted to partner.',
      zh_CN: '李俊豪、林慧敏及陈亦然晋升为合伙人。',
      zh_HK: '李俊豪、林慧敏及陳亦然晉升為合夥人。',
      ms_MY: 'Marcus Lee, Sarah Lim dan Chen Yiran dinaikkan pangkat sebagai rakan kongsi.',
      ar_AE: 'ترقية ماركوس لي وسارة ليم وتشن يي ران إلى شركاء في المكتب.',
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
      zh_HK: [
        '本行欣然宣布三位律師晉升為合夥人，反映本行金融、科技及跨境爭議解決業務持續增長。',
        { h: '新任合夥人' },
        {
          ul: [
            '李俊豪（新加坡）：銀行及金融、重組及清盤',
            '林慧敏（新加坡）：資料保障及網絡安全、知識產權及科技',
            '陳亦然（上海）：國際仲裁、海事及航運',
          ],
        },
        '管理合夥人許偉傑表示：「俊豪、慧敏及亦然各自建立了客戶倚重的業務。他們的晉升，體現本行致力從內部培育領導人才。」',
      ],
      ms_MY: [
        'Kami dengan sukacitanya mengumumkan kenaikan pangkat tiga peguam sebagai rakan kongsi, seiring dengan pertumbuhan amalan kewangan, teknologi dan pertikaian rentas sempadan kami.',
        { h: 'Rakan kongsi baharu kami' },
        {
          ul: [
            'Marcus Lee (Singapura), Perbankan dan Kewangan serta Penstrukturan Semula dan Insolvensi',
            'Sarah Lim (Singapura), Perlindungan Data dan Keselamatan Siber serta Teknologi',
            'Chen Yiran (Shanghai), Timbang Tara Antarabangsa serta Maritim dan Perkapalan',
          ],
        },
        'Rakan Kongsi Urusan Daniel Koh berkata: “Marcus, Sarah dan Yiran masing-masing telah membina amalan yang menjadi sandaran klien kami. Kenaikan pangkat mereka membuktikan komitmen kami untuk melahirkan pemimpin dari dalam firma sendiri.”',
      ],
      ar_AE: [
        'يسرّنا أن نعلن ترقية ثلاثة من محامينا إلى شركاء، بما يعكس نمو ممارساتنا في التمويل والتكنولوجيا وتسوية المنازعات العابرة للحدود.',
        { h: 'شركاؤنا الجدد' },
        {
          ul: [
            'ماركوس لي (سنغافورة)، شريك في الخدمات المصرفية والتمويل وإعادة الهيكلة والإعسار',
            'سارة ليم (سنغافورة)، شريكة في حماية البيانات والأمن السيبراني والتكنولوجيا',
            'تشن يي ران (شنغهاي)، شريكة في التحكيم الدولي والقانون البحري والشحن',
          ],
        },
        'وقال الشريك المدير دانيال كوه: «بنى كلٌّ من ماركوس وسارة ويي ران ممارسةً يعتمد عليها عملاؤنا، وتؤكد ترقيتهم التزامنا بإعداد القادة من داخل المكتب».',
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
];
