import type { LawyerProfile } from './profile';

/** The Shanghai representative office's lawyers, in display order. */
export const shanghaiLawyers: LawyerProfile[] = [
  {
    key: 'zhou-wenhao',
    initials: 'ZW',
    name: { en_US: 'Zhou Wenhao', zh_CN: '周文浩', zh_HK: '周文浩', ms_MY: 'Zhou Wenhao', ar_AE: 'تشو ون هاو' },
    latinName: 'Zhou Wenhao',
    latinFamilyName: 'Zhou',
    office: 'shanghai',
    jobs: ['partner'],
    fields: ['corporate', 'technology'],
    line: '01',
    top: true,
    intro: {
      en_US: [
        'Wenhao is the Chief Representative of the Shanghai office. He advises Chinese companies expanding into Southeast Asia on acquisitions, joint ventures and regional headquarters in Singapore, particularly in manufacturing, new energy and technology.',
        'Before joining the firm he was general counsel of a listed Chinese industrial group, where he led its first overseas acquisitions. As a representative office, the Shanghai office does not advise on PRC law.',
      ],
      zh_CN: [
        '周文浩是本所上海代表处首席代表，协助中国企业拓展东南亚市场，就收购、合资及在新加坡设立区域总部等事务提供法律服务，尤其专注于制造业、新能源及科技行业。',
        '加入本所之前，他曾任一家中国上市工业集团的总法律顾问，主导了该集团最初的数宗海外收购。上海代表处不提供中国法律服务。',
      ],
      zh_HK: [
        '周文浩是本行上海代表處首席代表，協助拓展東南亞市場的中國企業處理收購、合營企業及在新加坡設立區域總部等事宜，尤其專注於製造業、新能源及科技行業。',
        '加入本行前，他曾任一家中國上市工業集團的法律總顧問，主導該集團首批海外收購。上海代表處並不提供中國法律服務。',
      ],
      ms_MY: [
        'Wenhao ialah Ketua Perwakilan pejabat Shanghai. Beliau menasihati syarikat China yang berkembang ke Asia Tenggara tentang pemerolehan, usaha sama dan penubuhan ibu pejabat serantau di Singapura, khususnya dalam sektor pembuatan, tenaga baharu dan teknologi.',
        'Sebelum menyertai firma, beliau ialah peguam am sebuah kumpulan perindustrian China yang tersenarai, dan mengetuai pemerolehan luar negara yang pertama oleh kumpulan itu. Sebagai pejabat perwakilan, pejabat Shanghai tidak memberikan nasihat tentang undang-undang Republik Rakyat China.',
      ],
      ar_AE: [
        'تشو ون هاو شريك ورئيس المكتب التمثيلي في شنغهاي، يقدّم المشورة للشركات الصينية التي تتوسع في جنوب شرق آسيا في صفقات الاستحواذ والمشاريع المشتركة وإنشاء المقار الإقليمية في سنغافورة، ولا سيما في قطاعات التصنيع والطاقة الجديدة والتكنولوجيا.',
        'وقبل انضمامه إلى المكتب، شغل منصب المستشار القانوني العام لمجموعة صناعية صينية مدرجة، وقاد أولى صفقات استحواذها في الخارج. ولأن مكتب شنغهاي مكتب تمثيلي، فإنه لا يقدّم المشورة في القانون الصيني.',
      ],
    },
    sections: [],
  },
  {
    key: 'chen-yiran',
    feminineTitles: true,
    initials: 'CY',
    name: { en_US: 'Chen Yiran', zh_CN: '陈亦然', zh_HK: '陳亦然', ms_MY: 'Chen Yiran', ar_AE: 'تشن يي ران' },
    latinName: 'Chen Yiran',
    latinFamilyName: 'Chen',
    office: 'shanghai',
    jobs: ['partner'],
    fields: ['arbitration', 'maritime'],
    line: '02',
    intro: {
      en_US: [
        'Yiran represents Chinese state-owned and private enterprises in international arbitrations seated in Singapore, Hong Kong and London, in particular construction, commodity and shipping disputes arising from Belt and Road projects.',
        'She is admitted in New York and is a registered foreign lawyer in Singapore. She often advises clients on dispute resolution clauses at the contract stage.',
      ],
      zh_CN: [
        '陈亦然代表中国国有及民营企业参与以新加坡、香港和伦敦为仲裁地的国际仲裁，尤其是因“一带一路”项目产生的建设工程、大宗商品及航运争议。',
        '她具有美国纽约州律师资格，并在新加坡注册为外国律师，经常在合同签订阶段就争议解决条款为客户提供意见。',
      ],
      zh_HK: [
        '陳亦然代表中國國有及民營企業進行以新加坡、香港及倫敦為仲裁地的國際仲裁，尤其是「一帶一路」項目所引起的建造、商品及航運爭議。',
        '她具美國紐約州律師資格，並在新加坡註冊為外地律師，經常在合約訂立階段就爭議解決條款為客戶提供意見。',
      ],
      ms_MY: [
        'Yiran mewakili perusahaan milik negara dan syarikat swasta China dalam timbang tara antarabangsa yang bertempat di Singapura, Hong Kong dan London, khususnya pertikaian pembinaan, komoditi dan perkapalan yang timbul daripada projek Inisiatif Jalur dan Jalan.',
        'Beliau diterima masuk sebagai peguam di New York dan berdaftar sebagai peguam asing di Singapura. Beliau kerap menasihati klien tentang klausa penyelesaian pertikaian semasa kontrak dirundingkan.',
      ],
      ar_AE: [
        'تشن يي ران شريكة تمثّل الشركات الصينية المملوكة للدولة والخاصة في قضايا التحكيم الدولي التي يكون مقرها سنغافورة أو هونغ كونغ أو لندن، ولا سيما منازعات الإنشاءات والسلع والشحن البحري الناشئة عن مشاريع مبادرة الحزام والطريق.',
        'وهي مرخّصة لممارسة المحاماة في ولاية نيويورك ومسجّلة محاميةً أجنبية في سنغافورة، وكثيرًا ما تقدّم المشورة لعملائها بشأن شروط تسوية المنازعات في مرحلة التعاقد.',
      ],
    },
    sections: [],
  },
  {
    key: 'liu-mengqi',
    feminineTitles: true,
    initials: 'LM',
    name: { en_US: 'Liu Mengqi', zh_CN: '刘梦琪', zh_HK: '劉夢琪', ms_MY: 'Liu Mengqi', ar_AE: 'ليو منغ تشي' },
    latinName: 'Liu Mengqi',
    latinFamilyName: 'Liu',
    office: 'shanghai',
    jobs: ['counsel'],
    fields: ['dataProtection', 'employment'],
    line: '03',
    intro: {
      en_US: [
        'Mengqi advises multinational groups on data protection and employment matters across their Asian operations, coordinating advice on Singapore and Hong Kong law with local counsel in other markets.',
        'She has particular experience with cross-border data transfer arrangements for groups with operations in mainland China and Southeast Asia.',
      ],
      zh_CN: [
        '刘梦琪为跨国集团的亚洲业务提供数据保护及劳动雇佣方面的法律服务，就新加坡法和香港法提供意见，并与其他市场的当地律师协调配合。',
        '她在为业务横跨中国内地和东南亚的集团设计数据跨境传输安排方面经验尤为丰富。',
      ],
      zh_HK: [
        '劉夢琪就跨國集團亞洲業務的資料保障及僱傭事宜提供法律意見，負責新加坡及香港法律方面的意見，並與其他市場的當地律師協調。',
        '她在為業務遍及中國內地及東南亞的集團設計跨境資料轉移安排方面，經驗尤其豐富。',
      ],
      ms_MY: [
        'Mengqi menasihati kumpulan multinasional tentang perlindungan data dan perkara pekerjaan dalam operasi mereka di Asia, dengan menyelaraskan nasihat tentang undang-undang Singapura dan Hong Kong bersama peguam tempatan di pasaran lain.',
        'Beliau amat berpengalaman dalam aturan pemindahan data rentas sempadan bagi kumpulan yang beroperasi di tanah besar China dan Asia Tenggara.',
      ],
      ar_AE: [
        'تقدّم ليو منغ تشي، المستشارة القانونية في مكتب شنغهاي، المشورة للمجموعات متعددة الجنسيات في مسائل حماية البيانات وعلاقات العمل في عملياتها الآسيوية، وتنسّق المشورة في قانونَي سنغافورة وهونغ كونغ مع المحامين المحليين في الأسواق الأخرى.',
        'ولها خبرة خاصة في ترتيبات نقل البيانات عبر الحدود للمجموعات العاملة في البر الرئيسي الصيني وجنوب شرق آسيا.',
      ],
    },
    sections: [],
  },
  {
    key: 'wang-haoyu',
    initials: 'WH',
    name: { en_US: 'Wang Haoyu', zh_CN: '王浩宇', zh_HK: '王浩宇', ms_MY: 'Wang Haoyu', ar_AE: 'وانغ هاو يو' },
    latinName: 'Wang Haoyu',
    latinFamilyName: 'Wang',
    office: 'shanghai',
    jobs: ['seniorAssociate'],
    fields: ['corporate', 'realEstate'],
    line: '04',
    intro: {
      en_US: [
        'Haoyu advises Chinese investors on outbound acquisitions and industrial park investments in Singapore, Malaysia, Indonesia and Vietnam.',
        'He coordinates due diligence across multiple jurisdictions and helps clients navigate foreign investment approvals.',
      ],
      zh_CN: [
        '王浩宇为中国投资者在新加坡、马来西亚、印度尼西亚及越南的境外收购和产业园区投资提供法律服务。',
        '他负责统筹跨多个法域的尽职调查工作，协助客户办理外商投资审批。',
      ],
      zh_HK: [
        '王浩宇為中國投資者在新加坡、馬來西亞、印尼及越南的境外收購及工業園投資提供法律意見。',
        '他負責統籌跨越多個司法管轄區的盡職審查，並協助客戶處理外來投資審批。',
      ],
      ms_MY: [
        'Haoyu menasihati pelabur China tentang pemerolehan luar negara dan pelaburan taman perindustrian di Singapura, Malaysia, Indonesia dan Vietnam.',
        'Beliau menyelaraskan usaha wajar merentasi beberapa bidang kuasa dan membantu klien mendapatkan kelulusan pelaburan asing.',
      ],
      ar_AE: [
        'يقدّم وانغ هاو يو المشورة للمستثمرين الصينيين في صفقات الاستحواذ الخارجية والاستثمار في المناطق الصناعية في سنغافورة وماليزيا وإندونيسيا وفيتنام.',
        'وينسّق أعمال العناية الواجبة القانونية في عدة ولايات قضائية، ويساعد العملاء في الحصول على موافقات الاستثمار الأجنبي.',
      ],
    },
    sections: [],
  },
  {
    key: 'sun-jiayi',
    feminineTitles: true,
    initials: 'SJ',
    name: { en_US: 'Sun Jiayi', zh_CN: '孙佳怡', zh_HK: '孫佳怡', ms_MY: 'Sun Jiayi', ar_AE: 'سون جيا يي' },
    latinName: 'Sun Jiayi',
    latinFamilyName: 'Sun',
    office: 'shanghai',
    jobs: ['associate'],
    fields: ['capitalMarkets', 'technology'],
    line: '05',
    intro: {
      en_US: [
        'Jiayi assists Chinese technology and consumer companies considering listings in Singapore and Hong Kong, and advises on technology licensing arrangements.',
        'She holds degrees in law and computer science.',
      ],
      zh_CN: [
        '孙佳怡协助有意在新加坡及香港上市的中国科技和消费企业开展上市工作，并就技术许可安排提供法律意见。',
        '她拥有法学和计算机科学双学位。',
      ],
      zh_HK: ['孫佳怡協助有意在新加坡及香港上市的中國科技及消費企業籌備上市，並就技術特許安排提供法律意見。', '她持有法律及電腦科學學位。'],
      ms_MY: [
        'Jiayi membantu syarikat teknologi dan pengguna China yang mempertimbangkan penyenaraian di Singapura dan Hong Kong, serta menasihati tentang aturan pelesenan teknologi.',
        'Beliau memiliki ijazah dalam bidang undang-undang dan sains komputer.',
      ],
      ar_AE: [
        'تساعد سون جيا يي شركات التكنولوجيا والسلع الاستهلاكية الصينية الراغبة في الإدراج في سنغافورة وهونغ كونغ، وتقدّم المشورة في ترتيبات ترخيص التكنولوجيا.',
        'وهي حاصلة على شهادتين في القانون وعلوم الحاسوب.',
      ],
    },
    sections: [],
  },
];
