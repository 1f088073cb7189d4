import { matters, section, type LawyerProfile } from './profile';

/** The Singapore office's lawyers, in display order. */
export const singaporeLawyers: LawyerProfile[] = [
  {
    key: 'daniel-koh',
    initials: 'DK',
    name: { en_US: 'Daniel Koh Wei Jie', zh_CN: '许伟杰', zh_HK: '許偉傑', ms_MY: 'Daniel Koh Wei Jie', ar_AE: 'دانيال كوه وي جي' },
    latinName: 'Daniel Koh Wei Jie',
    latinFamilyName: 'Koh',
    office: 'singapore',
    jobs: ['managingPartner', 'partner'],
    fields: ['corporate', 'capitalMarkets'],
    line: '01',
    top: true,
    intro: {
      en_US: [
        'Daniel is the Managing Partner of Harbourfront Chambers and one of Singapore’s most experienced M&A lawyers. Over more than 25 years he has led public takeovers, cross-border acquisitions and joint ventures for listed companies, family groups and global investors.',
        'Clients value his calm judgement in complex negotiations and his ability to see a transaction from the boardroom’s perspective. He serves on the advisory panel of a local law school’s corporate law programme and speaks regularly on corporate governance.',
      ],
      zh_CN: [
        '许伟杰是港滨律师事务所的管理合伙人，也是新加坡经验最丰富的并购律师之一。二十五年多来，他为上市公司、家族企业集团及全球投资者主导了多宗公开要约收购、跨境收购及合资项目。',
        '客户尤为看重他在复杂谈判中的沉稳判断，以及从董事会视角通盘考虑交易的能力。他现任本地一所法学院公司法课程的顾问委员，并经常就公司治理议题发表演讲。',
      ],
      zh_HK: [
        '許偉傑是港濱律師行的管理合夥人，亦是新加坡最資深的合併與收購律師之一。過去二十五年多，他曾為上市公司、家族企業集團及環球投資者主理多宗公開收購、跨境收購及合營項目。',
        '客戶最欣賞他在複雜談判中沉着冷靜，並能從董事會的角度通盤考慮交易。他是本地一所法學院公司法課程的顧問小組成員，並經常就企業管治發表演講。',
      ],
      ms_MY: [
        'Daniel ialah Rakan Kongsi Urusan Harbourfront Chambers dan antara peguam penggabungan dan pengambilalihan paling berpengalaman di Singapura. Sepanjang lebih 25 tahun, beliau telah mengetuai pengambilalihan awam, pemerolehan rentas sempadan dan usaha sama bagi syarikat tersenarai, kumpulan perniagaan keluarga dan pelabur global.',
        'Klien menghargai pertimbangannya yang tenang dalam rundingan yang rumit dan kebolehannya melihat urus niaga dari sudut pandangan lembaga pengarah. Beliau menganggotai panel penasihat program undang-undang korporat di sebuah sekolah undang-undang tempatan dan kerap berucap tentang tadbir urus korporat.',
      ],
      ar_AE: [
        'دانيال كوه هو الشريك المدير في هاربرفرونت تشامبرز، ومن أكثر محامي الاندماج والاستحواذ خبرةً في سنغافورة. قاد على مدى أكثر من 25 عامًا عروض استحواذ عامة وصفقات استحواذ عابرة للحدود ومشاريع مشتركة لشركات مدرجة ومجموعات عائلية ومستثمرين عالميين.',
        'يقدّر العملاء هدوءه وحسن تقديره في المفاوضات المعقدة، وقدرته على النظر إلى الصفقة من منظور مجلس الإدارة. وهو عضو في الهيئة الاستشارية لبرنامج قانون الشركات في إحدى كليات القانون المحلية، ويتحدث بانتظام عن حوكمة الشركات.',
      ],
    },
    sections: [],
  },
  {
    key: 'priya-ramanathan',
    feminineTitles: true,
    initials: 'PR',
    name: {
      en_US: 'Priya Ramanathan',
      zh_CN: '普丽娅·拉马纳坦',
      zh_HK: '普麗婭·拉馬納坦',
      ms_MY: 'Priya Ramanathan',
      ar_AE: 'بريا راماناثان',
    },
    latinName: 'Priya Ramanathan',
    latinFamilyName: 'Ramanathan',
    office: 'singapore',
    jobs: ['partner'],
    fields: ['arbitration', 'litigation'],
    line: '02',
    top: true,
    intro: {
      en_US: [
        'Priya heads the firm’s International Arbitration practice. She acts as lead counsel in high-value construction, energy and joint venture disputes under the SIAC, ICC and UNCITRAL rules, and has appeared in hearings in Singapore, London, Paris and Dubai.',
        'She is also regularly appointed as arbitrator. Priya is known for rigorous preparation and incisive cross-examination, and she mentors many of the firm’s younger advocates.',
      ],
      zh_CN: [
        '普丽娅·拉马纳坦是本所国际仲裁业务主管。她在依据新加坡国际仲裁中心、国际商会及联合国国际贸易法委员会规则进行的大额建设工程、能源及合资争议中担任首席代理律师，曾在新加坡、伦敦、巴黎和迪拜出席庭审。',
        '她亦经常获委任为仲裁员。普丽娅以准备充分、交叉询问犀利著称，并悉心指导所内许多年轻律师。',
      ],
      zh_HK: [
        '普麗婭·拉馬納坦是本行國際仲裁業務的主管。她在依據新加坡國際仲裁中心、國際商會及聯合國國際貿易法委員會規則進行的大額建造、能源及合營企業爭議中擔任首席代表律師，曾在新加坡、倫敦、巴黎及杜拜出席聆訊。',
        '她亦經常獲委任為仲裁員。普麗婭以準備周詳、盤問精準見稱，並積極栽培本行多位年輕的訟辯律師。',
      ],
      ms_MY: [
        'Priya mengetuai amalan Timbang Tara Antarabangsa firma. Beliau bertindak sebagai peguam utama dalam pertikaian pembinaan, tenaga dan usaha sama yang bernilai tinggi di bawah kaedah SIAC, ICC dan UNCITRAL, dan pernah hadir dalam pendengaran di Singapura, London, Paris dan Dubai.',
        'Beliau juga kerap dilantik sebagai penimbang tara. Priya terkenal kerana persediaan yang teliti dan pemeriksaan balas yang tajam, serta membimbing ramai peguam bela muda di firma ini.',
      ],
      ar_AE: [
        'بريا راماناثان شريكة في المكتب وترأس ممارسة التحكيم الدولي فيه. وتتولى دور المحامية الرئيسية في منازعات الإنشاءات والطاقة والمشاريع المشتركة ذات القيمة العالية وفق قواعد مركز سنغافورة للتحكيم الدولي وغرفة التجارة الدولية والأونسيترال، وترافعت في جلسات استماع في سنغافورة ولندن وباريس ودبي.',
        'وتُعيَّن بانتظام محكّمةً كذلك. وتُعرف بريا بإعدادها الدقيق واستجوابها المضاد الحاسم، وتتولى توجيه كثير من المحامين الشباب في المكتب.',
      ],
    },
    sections: [
      section(matters, {
        en_US: [
          'Lead counsel for an Asian utility in a US$310 million SIAC arbitration against an EPC contractor',
          'Represented a European investor in an ICC arbitration concerning a Southeast Asian mining joint venture',
          'Successfully resisted an application to set aside a SIAC award before the Singapore High Court',
        ],
        zh_CN: [
          '代表一家亚洲公用事业公司在针对工程总承包商、标的额达3.1亿美元的新加坡国际仲裁中心仲裁中担任首席律师',
          '代表一家欧洲投资者处理涉及东南亚矿业合资项目的国际商会仲裁',
          '在新加坡高等法院成功驳回撤销新加坡国际仲裁中心仲裁裁决的申请',
        ],
        zh_HK: [
          '代表一家亞洲公用事業公司，在針對工程總承包商、涉及3.1億美元的新加坡國際仲裁中心仲裁中擔任首席代表律師',
          '代表一名歐洲投資者處理一宗涉及東南亞礦業合營企業的國際商會仲裁',
          '在新加坡高等法院成功反對撤銷一項新加坡國際仲裁中心仲裁裁決的申請',
        ],
        ms_MY: [
          'Peguam utama bagi sebuah syarikat utiliti Asia dalam timbang tara SIAC bernilai AS$310 juta terhadap kontraktor EPC',
          'Mewakili pelabur Eropah dalam timbang tara ICC berhubung usaha sama perlombongan di Asia Tenggara',
          'Berjaya menentang permohonan untuk mengetepikan award SIAC di Mahkamah Tinggi Singapura',
        ],
        ar_AE: [
          'المحامية الرئيسية لشركة مرافق آسيوية في تحكيم أمام مركز سنغافورة للتحكيم الدولي بقيمة 310 ملايين دولار أمريكي ضد مقاول الهندسة والتوريد والإنشاء',
          'تمثيل مستثمر أوروبي في تحكيم أمام غرفة التجارة الدولية بشأن مشروع تعدين مشترك في جنوب شرق آسيا',
          'التصدي بنجاح أمام المحكمة العليا في سنغافورة لدعوى بطلان حكم تحكيم صادر وفق قواعد مركز سنغافورة للتحكيم الدولي',
        ],
      }),
    ],
  },
  {
    key: 'marcus-lee',
    initials: 'ML',
    name: { en_US: 'Marcus Lee Jun Hao', zh_CN: '李俊豪', zh_HK: '李俊豪', ms_MY: 'Marcus Lee Jun Hao', ar_AE: 'ماركوس لي جون هاو' },
    latinName: 'Marcus Lee Jun Hao',
    latinFamilyName: 'Lee',
    office: 'singapore',
    jobs: ['partner'],
    fields: ['banking', 'restructuring'],
    line: '03',
    intro: {
      en_US: [
        'Marcus advises lenders and borrowers on acquisition finance, syndicated lending and sustainability-linked loans, and represents creditors and companies in debt restructurings.',
        'Before joining Harbourfront Chambers he spent five years in the legal team of an international bank in Singapore, an experience that shapes his practical approach to credit documentation.',
      ],
      zh_CN: [
        '李俊豪为贷款方和借款人提供收购融资、银团贷款及可持续发展挂钩贷款方面的法律服务，并在债务重组中代表债权人和公司。',
        '加入港滨律师事务所之前，他曾在一家国际银行的新加坡法务团队任职五年，这段经历使他在处理信贷文件时格外务实。',
      ],
      zh_HK: [
        '李俊豪為貸款人及借款人提供有關收購融資、銀團貸款及可持續發展掛鈎貸款的法律意見，並在債務重組中代表債權人及公司。',
        '加入港濱律師行前，他曾在一家國際銀行的新加坡法律團隊任職五年，這段經歷令他處理信貸文件時特別務實。',
      ],
      ms_MY: [
        'Marcus menasihati pemberi pinjaman dan peminjam dalam pembiayaan pemerolehan, pinjaman bersindiket dan pinjaman berkaitan kemampanan, serta mewakili pemiutang dan syarikat dalam penstrukturan semula hutang.',
        'Sebelum menyertai Harbourfront Chambers, beliau berkhidmat selama lima tahun dalam pasukan undang-undang sebuah bank antarabangsa di Singapura. Pengalaman itu membentuk pendekatan praktikalnya terhadap dokumentasi kredit.',
      ],
      ar_AE: [
        'ماركوس لي شريك في المكتب، يقدّم المشورة للمقرضين والمقترضين في تمويل الاستحواذ والقروض المشتركة والقروض المرتبطة بالاستدامة، ويمثّل الدائنين والشركات في عمليات إعادة هيكلة الديون.',
        'وقبل انضمامه إلى هاربرفرونت تشامبرز، عمل خمس سنوات في الفريق القانوني لبنك دولي في سنغافورة، وهي تجربة تطبع نهجه العملي في صياغة مستندات الائتمان.',
      ],
    },
    sections: [],
  },
  {
    key: 'sarah-lim',
    feminineTitles: true,
    initials: 'SL',
    name: { en_US: 'Sarah Lim Hui Min', zh_CN: '林慧敏', zh_HK: '林慧敏', ms_MY: 'Sarah Lim Hui Min', ar_AE: 'سارة ليم هوي مين' },
    latinName: 'Sarah Lim Hui Min',
    latinFamilyName: 'Lim',
    office: 'singapore',
    jobs: ['partner'],
    fields: ['dataProtection', 'technology'],
    line: '04',
    top: true,
    intro: {
      en_US: [
        'Sarah leads the Data Protection & Cybersecurity practice and co-leads the Technology practice. She advises banks, healthcare groups and technology platforms on PDPA compliance, cross-border data transfers and AI governance.',
        'Sarah has managed the response to some of the region’s most sensitive data incidents, working alongside forensic teams and regulators. She is a certified information privacy professional.',
      ],
      zh_CN: [
        '林慧敏主管本所数据保护与网络安全业务，并共同主管科技业务。她为银行、医疗集团及科技平台提供个人资料保护法合规、数据跨境传输及人工智能治理方面的法律服务。',
        '她曾主导处理区域内多宗高度敏感的数据安全事件，与取证团队和监管机构密切合作。她持有国际认证信息隐私专业人员资格。',
      ],
      zh_HK: [
        '林慧敏主管本行的資料保障及網絡安全業務，並共同主管科技業務。她為銀行、醫療集團及科技平台提供有關遵守個人資料保護法令、跨境資料轉移及人工智能管治的意見。',
        '她曾與鑑證團隊及監管機構緊密合作，處理區內多宗極為敏感的資料外洩事故。她持有國際認可的資訊私隱專業人員資格。',
      ],
      ms_MY: [
        'Sarah mengetuai amalan Perlindungan Data dan Keselamatan Siber serta mengetuai bersama amalan Teknologi. Beliau menasihati bank, kumpulan penjagaan kesihatan dan platform teknologi tentang pematuhan PDPA, pemindahan data rentas sempadan dan tadbir urus kecerdasan buatan.',
        'Sarah pernah menguruskan tindak balas terhadap beberapa insiden data paling sensitif di rantau ini, dengan bekerjasama rapat bersama pasukan forensik dan pihak berkuasa. Beliau ialah profesional privasi maklumat yang diperakui.',
      ],
      ar_AE: [
        'سارة ليم شريكة ترأس ممارسة حماية البيانات والأمن السيبراني، وتشارك في رئاسة ممارسة التكنولوجيا. وتقدّم المشورة للبنوك ومجموعات الرعاية الصحية ومنصات التكنولوجيا بشأن الامتثال لقانون حماية البيانات الشخصية ونقل البيانات عبر الحدود وحوكمة الذكاء الاصطناعي.',
        'أدارت سارة الاستجابة لبعض أشد حوادث البيانات حساسية في المنطقة، بالتعاون مع فرق التحليل الجنائي الرقمي والجهات الرقابية. وهي حاصلة على شهادة مهنية معتمدة في خصوصية المعلومات.',
      ],
    },
    sections: [],
  },
  {
    key: 'ahmad-faizal',
    initials: 'AF',
    name: {
      en_US: 'Ahmad Faizal bin Rahman',
      zh_CN: '艾哈迈德·费萨尔',
      zh_HK: '艾哈邁德·費薩爾',
      ms_MY: 'Ahmad Faizal bin Rahman',
      ar_AE: 'أحمد فيصل بن رحمن',
    },
    latinName: 'Ahmad Faizal bin Rahman',
    // A Malay name has no family name: the father's name, after `bin`, stands for it.
    latinFamilyName: 'Rahman',
    office: 'singapore',
    jobs: ['partner'],
    fields: ['maritime', 'arbitration'],
    line: '05',
    intro: {
      en_US: [
        'Faizal heads the Maritime & Shipping practice. He handles charterparty and cargo disputes, ship arrests, collisions and commodity trade claims, in court and in SCMA and LMAA arbitrations.',
        'A former seafarer who served as a deck officer before reading law, Faizal brings an unusual understanding of how ships are operated to every casualty and claim.',
      ],
      zh_CN: [
        '艾哈迈德·费萨尔主管本所海事与航运业务，在法院诉讼及新加坡海事仲裁院、伦敦海事仲裁员协会仲裁中处理租船合同与货物纠纷、船舶扣押、碰撞及大宗商品贸易索赔。',
        '他在攻读法律之前曾在船上担任驾驶员，因而在处理每一宗海事事故和索赔时，都能从船舶实际营运的角度提供独到见解。',
      ],
      zh_HK: [
        '艾哈邁德·費薩爾主管本行的海事及航運業務，在法院訴訟，以及新加坡海事仲裁院和倫敦海事仲裁員協會的仲裁中，處理租船合約及貨物糾紛、扣船、船舶碰撞及商品貿易索償。',
        '他在修讀法律前曾任船上駕駛員，因此處理每宗海事事故及索償時，都能從船舶實際營運的角度提出獨到見解。',
      ],
      ms_MY: [
        'Faizal mengetuai amalan Maritim dan Perkapalan. Beliau mengendalikan pertikaian perjanjian sewa kapal dan kargo, penahanan kapal, perlanggaran dan tuntutan perdagangan komoditi, di mahkamah serta dalam timbang tara SCMA dan LMAA.',
        'Sebelum belajar undang-undang, Faizal pernah berkhidmat sebagai pegawai dek di kapal. Pengalaman itu memberinya kefahaman luar biasa tentang operasi kapal dalam setiap kemalangan dan tuntutan yang dikendalikannya.',
      ],
      ar_AE: [
        'يرأس أحمد فيصل ممارسة القانون البحري والشحن في المكتب. ويتولى منازعات مشارطات الإيجار والبضائع والحجز على السفن والتصادم ودعاوى تجارة السلع، أمام المحاكم وفي قضايا التحكيم أمام محكمة سنغافورة للتحكيم البحري وجمعية لندن للمحكّمين البحريين.',
        'عمل فيصل ضابطًا على سطح السفن قبل أن يدرس القانون، فيأتي إلى كل حادث بحري وكل مطالبة بفهم نادر لكيفية تشغيل السفن.',
      ],
    },
    sections: [
      section(matters, {
        en_US: [
          'Secured the arrest of a bulk carrier in Singapore within hours of instruction for a cargo interests claim',
          'Acted for a Hong Kong shipowner in an SCMA arbitration over a long-term time charter',
        ],
        zh_CN: [
          '接受委托后数小时内即在新加坡为货方索赔成功扣押一艘散货船',
          '代表一家香港船东处理一宗涉及长期定期租船合同的新加坡海事仲裁院仲裁',
        ],
        zh_HK: [
          '接獲指示後數小時內，即為貨方索償在新加坡成功扣押一艘散貨船',
          '代表一名香港船東處理一宗涉及長期期租合約的新加坡海事仲裁院仲裁',
        ],
        ms_MY: [
          'Berjaya mendapatkan penahanan sebuah kapal pukal di Singapura dalam masa beberapa jam selepas menerima arahan, bagi tuntutan pihak kargo',
          'Bertindak bagi pemilik kapal Hong Kong dalam timbang tara SCMA berhubung perjanjian sewa masa jangka panjang',
        ],
        ar_AE: [
          'استصدار أمر بالحجز على ناقلة بضائع سائبة في سنغافورة خلال ساعات من تلقي التكليف، لصالح أصحاب البضائع',
          'تمثيل مالك سفن من هونغ كونغ في تحكيم أمام محكمة سنغافورة للتحكيم البحري بشأن مشارطة إيجار زمنية طويلة الأجل',
        ],
      }),
    ],
  },
  {
    key: 'eleanor-whitmore',
    feminineTitles: true,
    initials: 'EW',
    name: {
      en_US: 'Eleanor Whitmore',
      zh_CN: '埃莉诺·惠特莫尔',
      zh_HK: '埃莉諾·惠特莫爾',
      ms_MY: 'Eleanor Whitmore',
      ar_AE: 'إليانور ويتمور',
    },
    latinName: 'Eleanor Whitmore',
    latinFamilyName: 'Whitmore',
    office: 'singapore',
    jobs: ['counsel'],
    fields: ['restructuring', 'litigation'],
    line: '06',
    intro: {
      en_US: [
        'Eleanor is a restructuring specialist who advises bondholders, rescue financiers and companies on schemes of arrangement, judicial management and cross-border insolvency.',
        'She practised in London for a decade before moving to Singapore and is a registered foreign lawyer. Her experience of English and Singapore procedures is particularly valuable in multi-jurisdictional restructurings.',
      ],
      zh_CN: [
        '埃莉诺·惠特莫尔是一名重组专家，为债券持有人、拯救融资方及公司提供安排计划、司法管理及跨境破产方面的法律服务。',
        '她在伦敦执业十年后移居新加坡，现为注册外国律师。她对英格兰与新加坡两地程序的熟悉，在跨法域重组中尤为宝贵。',
      ],
      zh_HK: [
        '埃莉諾·惠特莫爾是債務重組專家，為債券持有人、拯救融資提供者及公司處理債務償還安排計劃、司法管理及跨境無力償債事宜。',
        '她在倫敦執業十年後移居新加坡，現為新加坡註冊外地律師。她熟悉英格蘭及新加坡兩地的程序，在涉及多個司法管轄區的重組中尤其寶貴。',
      ],
      ms_MY: [
        'Eleanor ialah pakar penstrukturan semula yang menasihati pemegang bon, pembiaya penyelamat dan syarikat tentang skim perkiraan, pengurusan kehakiman dan insolvensi rentas sempadan.',
        'Beliau beramal di London selama sedekad sebelum berpindah ke Singapura, dan kini ialah Peguam Asing Berdaftar di Singapura. Pengalamannya dengan prosedur England dan Singapura amat berharga dalam penstrukturan semula yang melibatkan beberapa bidang kuasa.',
      ],
      ar_AE: [
        'إليانور ويتمور مستشارة قانونية متخصصة في إعادة الهيكلة، تقدّم المشورة لحملة السندات ومموّلي الإنقاذ والشركات في ترتيبات التسوية والإدارة القضائية والإعسار العابر للحدود.',
        'مارست المحاماة في لندن عشر سنوات قبل انتقالها إلى سنغافورة، حيث هي مسجّلة محاميةً أجنبية. وتكتسب خبرتها بالإجراءات الإنجليزية والسنغافورية قيمة خاصة في عمليات إعادة الهيكلة الممتدة عبر عدة ولايات قضائية.',
      ],
    },
    sections: [],
  },
  {
    key: 'chua-li-ting',
    feminineTitles: true,
    initials: 'CL',
    name: { en_US: 'Chua Li Ting', zh_CN: '蔡丽婷', zh_HK: '蔡麗婷', ms_MY: 'Chua Li Ting', ar_AE: 'تشوا لي تينغ' },
    latinName: 'Chua Li Ting',
    latinFamilyName: 'Chua',
    office: 'singapore',
    jobs: ['seniorAssociate'],
    fields: ['corporate', 'privateClient'],
    line: '07',
    intro: {
      en_US: [
        'Li Ting advises on private M&A, shareholder arrangements and the establishment of family offices. She works closely with business-owning families on succession and governance.',
        'She was seconded to the corporate legal team of a regional conglomerate, giving her first-hand insight into the needs of in-house counsel.',
      ],
      zh_CN: [
        '蔡丽婷专注于非公开并购、股东安排及家族办公室设立等业务，并与多个家族企业在传承与治理方面密切合作。',
        '她曾被借调至一家区域性企业集团的法务团队，对企业内部法律顾问的需求有切身体会。',
      ],
      zh_HK: [
        '蔡麗婷專責私人公司併購、股東安排及設立家族辦公室等事務，並與多個擁有企業的家族在傳承及管治方面緊密合作。',
        '她曾借調至一家區域企業集團的法律部門，對公司內部法律顧問的需要有第一手了解。',
      ],
      ms_MY: [
        'Li Ting menasihati tentang penggabungan dan pengambilalihan persendirian, perjanjian pemegang saham dan penubuhan pejabat keluarga. Beliau bekerja rapat dengan keluarga pemilik perniagaan dalam soal penggantian dan tadbir urus.',
        'Beliau pernah ditempatkan sementara dalam pasukan undang-undang korporat sebuah konglomerat serantau, dan memahami secara langsung keperluan peguam dalaman.',
      ],
      ar_AE: [
        'تقدّم تشوا لي تينغ المشورة في صفقات الاندماج والاستحواذ الخاصة وترتيبات المساهمين وتأسيس المكاتب العائلية، وتعمل عن قرب مع العائلات المالكة للأعمال في مسائل انتقال الملكية بين الأجيال والحوكمة.',
        'وقد انتُدبت للعمل في الفريق القانوني لمجموعة شركات إقليمية، فاكتسبت معرفة مباشرة باحتياجات المستشارين القانونيين الداخليين.',
      ],
    },
    sections: [],
  },
  {
    key: 'arjun-krishnan',
    initials: 'AK',
    name: {
      en_US: 'Arjun Krishnan',
      zh_CN: '阿尔琼·克里希南',
      zh_HK: '阿爾瓊·克里希南',
      ms_MY: 'Arjun Krishnan',
      ar_AE: 'أرجون كريشنان',
    },
    latinName: 'Arjun Krishnan',
    latinFamilyName: 'Krishnan',
    office: 'singapore',
    jobs: ['seniorAssociate'],
    fields: ['litigation', 'employment'],
    line: '08',
    intro: {
      en_US: [
        'Arjun is a litigator who handles commercial disputes, fraud claims and employment matters before the Singapore courts and in mediation.',
        'He advises employers on workplace investigations and contentious exits, and is a regular contributor to the firm’s employment law updates.',
      ],
      zh_CN: [
        '阿尔琼·克里希南是一名诉讼律师，在新加坡法院及调解程序中处理商事纠纷、欺诈索赔及劳动争议。',
        '他为雇主提供职场调查及争议性离职方面的法律意见，并经常为本所撰写劳动法快讯。',
      ],
      zh_HK: [
        '阿爾瓊·克里希南是訴訟律師，在新加坡法院及調解程序中處理商業糾紛、欺詐申索及僱傭事宜。',
        '他為僱主提供有關職場調查及具爭議的離職安排的意見，並經常為本行撰寫僱傭法通訊。',
      ],
      ms_MY: [
        'Arjun ialah peguam litigasi yang mengendalikan pertikaian komersial, tuntutan berkaitan penipuan dan perkara pekerjaan di mahkamah Singapura serta dalam pengantaraan.',
        'Beliau menasihati majikan tentang siasatan di tempat kerja dan penamatan pekerjaan yang dipertikaikan, serta kerap menulis untuk kemas kini undang-undang pekerjaan firma.',
      ],
      ar_AE: [
        'أرجون كريشنان محامٍ متخصص في التقاضي، يتولى المنازعات التجارية ودعاوى الاحتيال وقضايا العمل أمام محاكم سنغافورة وفي إجراءات الوساطة.',
        'ويقدّم المشورة لأصحاب العمل في التحقيقات الداخلية في بيئة العمل وحالات إنهاء الخدمة المتنازع عليها، ويسهم بانتظام في نشرات المكتب حول مستجدات قانون العمل.',
      ],
    },
    sections: [],
  },
  {
    key: 'goh-shu-wen',
    feminineTitles: true,
    initials: 'GS',
    name: { en_US: 'Goh Shu Wen', zh_CN: '吴淑雯', zh_HK: '吳淑雯', ms_MY: 'Goh Shu Wen', ar_AE: 'غوه شو وين' },
    latinName: 'Goh Shu Wen',
    latinFamilyName: 'Goh',
    office: 'singapore',
    jobs: ['associate'],
    fields: ['capitalMarkets', 'banking'],
    line: '09',
    intro: {
      en_US: [
        'Shu Wen works on equity and debt capital markets transactions, including REIT listings and medium-term note programmes, as well as bank financings.',
        'She joined the firm as a trainee and has since worked on several of its landmark listings on the Singapore Exchange.',
      ],
      zh_CN: [
        '吴淑雯从事股权及债券资本市场交易，包括房地产投资信托上市和中期票据计划，同时参与银行融资项目。',
        '她以实习律师身份加入本所，此后参与了本所在新加坡交易所办理的多宗标志性上市项目。',
      ],
      zh_HK: [
        '吳淑雯處理股本及債務資本市場交易，包括房地產投資信託基金上市及中期票據計劃，亦參與銀行融資項目。',
        '她以見習律師身份加入本行，其後參與了本行多宗在新加坡交易所的標誌性上市項目。',
      ],
      ms_MY: [
        'Shu Wen terlibat dalam urus niaga pasaran modal ekuiti dan hutang, termasuk penyenaraian REIT dan program nota jangka sederhana, serta pembiayaan bank.',
        'Beliau menyertai firma sebagai pelatih amalan dan sejak itu terlibat dalam beberapa penyenaraian penting firma di Bursa Singapura.',
      ],
      ar_AE: [
        'تعمل غوه شو وين على صفقات أسواق رأس المال في الأسهم والدين، ومنها إدراج صناديق الاستثمار العقاري وبرامج السندات متوسطة الأجل، إلى جانب صفقات التمويل المصرفي.',
        'انضمت إلى المكتب متدربةً، وشاركت منذ ذلك الحين في عدد من أبرز عمليات الإدراج التي تولاها المكتب في بورصة سنغافورة.',
      ],
    },
    sections: [],
  },
  {
    key: 'nicholas-tay',
    initials: 'NT',
    name: {
      en_US: 'Nicholas Tay Zhi Hong',
      zh_CN: '郑志宏',
      zh_HK: '鄭志宏',
      ms_MY: 'Nicholas Tay Zhi Hong',
      ar_AE: 'نيكولاس تاي تشي هونغ',
    },
    latinName: 'Nicholas Tay Zhi Hong',
    latinFamilyName: 'Tay',
    office: 'singapore',
    jobs: ['associate'],
    fields: ['realEstate', 'corporate'],
    line: '10',
    intro: {
      en_US: [
        'Nicholas advises developers, funds and REITs on property acquisitions, development projects and leasing, and assists on corporate transactions with a real estate element.',
        'He has a particular interest in sustainable buildings and green leases.',
      ],
      zh_CN: [
        '郑志宏为开发商、基金及房地产投资信托提供物业收购、开发项目及租赁方面的法律服务，并参与涉及房地产的公司交易。',
        '他对可持续建筑及绿色租约尤为关注。',
      ],
      zh_HK: [
        '鄭志宏為發展商、基金及房地產投資信託基金提供有關物業收購、發展項目及租賃的法律意見，並協助處理涉及地產的公司交易。',
        '他對可持續建築及綠色租約尤其關注。',
      ],
      ms_MY: [
        'Nicholas menasihati pemaju, dana dan REIT tentang pemerolehan hartanah, projek pembangunan dan pajakan, serta membantu dalam urus niaga korporat yang melibatkan hartanah.',
        'Beliau amat berminat dalam bangunan mampan dan pajakan hijau.',
      ],
      ar_AE: [
        'يقدّم نيكولاس تاي المشورة للمطورين العقاريين والصناديق وصناديق الاستثمار العقاري في الاستحواذ على العقارات ومشاريع التطوير والإيجار، ويساعد في صفقات الشركات التي تنطوي على جانب عقاري.',
        'ويولي اهتمامًا خاصًا بالمباني المستدامة وعقود الإيجار الخضراء.',
      ],
    },
    sections: [],
  },
];
