import type { GlyphName } from '../art';
import type { Written, Block } from './html';

export interface PracticeArea {
  glyph: GlyphName;
  name: Written<string>;
  introduce: Written<Block[]>;
}

/** Practice areas in display order; lawyers and articles refer to them by key. */
export const practices = {
  corporate: {
    glyph: 'briefcase',
    name: {
      en_US: 'Corporate & M&A',
      zh_CN: '公司与并购',
      zh_HK: '公司及合併與收購',
      ms_MY: 'Korporat dan Penggabungan & Pengambilalihan',
      ar_AE: 'الشركات والاندماج والاستحواذ',
    },
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
      zh_HK: [
        '我們的公司業務團隊為上市公司、私人企業集團、主權基金相關投資者及私募股權基金，處理他們在東南亞及大中華地區最重要的交易。',
        '團隊熟悉新加坡公司法及證券法，亦擅長以新加坡控股公司安排交易架構，讓客戶在投資、合併及退出時都有十足把握。',
        { h: '服務範疇' },
        {
          ul: [
            '上市及非上市公司的合併與收購，包括受《新加坡收購及合併守則》規管的收購要約',
            '合營企業及策略聯盟',
            '私募股權及創業投資的投資與退出',
            '公司重組、債務償還安排計劃及遷冊',
            '企業管治及董事責任',
          ],
        },
      ],
      ms_MY: [
        'Pasukan korporat kami menasihati syarikat tersenarai, kumpulan syarikat persendirian, pelabur berkaitan kerajaan dan penaja ekuiti persendirian dalam urus niaga mereka yang paling penting di Asia Tenggara dan Greater China.',
        'Kami memahami undang-undang syarikat dan sekuriti Singapura secara mendalam dan berpengalaman menstrukturkan urus niaga melalui syarikat pegangan Singapura, supaya klien dapat melabur, bergabung dan keluar dengan penuh keyakinan.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Penggabungan dan pengambilalihan awam dan persendirian, termasuk pengambilalihan di bawah Kod Pengambilalihan dan Penggabungan Singapura',
            'Usaha sama dan pakatan strategik',
            'Pelaburan dan jualan keluar ekuiti persendirian dan modal teroka',
            'Penyusunan semula korporat, skim perkiraan dan pemindahan domisil',
            'Tadbir urus korporat dan tugas pengarah',
          ],
        },
      ],
      ar_AE: [
        'يقدّم فريق الشركات لدينا المشورة للشركات المدرجة والمجموعات الخاصة والمستثمرين المرتبطين بالصناديق السيادية ورعاة الأسهم الخاصة في أهم صفقاتهم في جنوب شرق آسيا والصين الكبرى.',
        'ونجمع بين المعرفة العميقة بقانون الشركات والأوراق المالية في سنغافورة والخبرة العملية في هيكلة الصفقات عبر شركات قابضة سنغافورية، ليستثمر عملاؤنا ويندمجوا ويتخارجوا بثقة ويقين.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'عمليات الاندماج والاستحواذ العامة والخاصة، بما فيها عروض الاستحواذ الخاضعة لقواعد سنغافورة للاستحواذ والاندماج',
            'المشاريع المشتركة والتحالفات الاستراتيجية',
            'استثمارات الأسهم الخاصة ورأس المال الجريء والتخارج منها',
            'إعادة تنظيم الشركات وترتيبات التسوية ونقل مقر التأسيس',
            'حوكمة الشركات وواجبات أعضاء مجلس الإدارة',
          ],
        },
      ],
    },
  },
  banking: {
    glyph: 'bank',
    name: {
      en_US: 'Banking & Finance',
      zh_CN: '银行与金融',
      zh_HK: '銀行及金融',
      ms_MY: 'Perbankan dan Kewangan',
      ar_AE: 'الخدمات المصرفية والتمويل',
    },
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
      zh_HK: [
        '我們代表銀行、借款人、基金及保薦人處理不同規模的融資交易，由雙邊貸款以至涉及多個司法管轄區的銀團及結構性融資。',
        '我們的律師明白貸款人如何評估信貸風險，也了解借款人的實際營運，因此能夠談妥切實可行的文件，並如期完成交易。',
        { h: '服務範疇' },
        {
          ul: [
            '銀團、俱樂部及雙邊貸款',
            '收購融資及槓桿融資',
            '項目及基建融資',
            '綠色、社會責任及可持續發展表現掛鈎貸款',
            '基金融資，包括認購額度及資產淨值融資',
          ],
        },
      ],
      ms_MY: [
        'Kami bertindak bagi pihak bank, peminjam, dana dan penaja dalam urus niaga pembiayaan pelbagai saiz, daripada kemudahan dua hala hingga pembiayaan bersindiket dan berstruktur yang merangkumi beberapa bidang kuasa.',
        'Peguam kami memahami cara pemberi pinjaman menilai risiko kredit dan cara peminjam menjalankan perniagaan, jadi dokumen yang kami rundingkan boleh dilaksanakan dan urus niaga dapat disempurnakan tepat pada masanya.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Pinjaman bersindiket, kelab dan dua hala',
            'Pembiayaan pengambilalihan dan pembiayaan berleveraj',
            'Pembiayaan projek dan infrastruktur',
            'Pinjaman hijau, sosial dan berkaitan kemampanan',
            'Pembiayaan dana, termasuk kemudahan langganan dan NAV',
          ],
        },
      ],
      ar_AE: [
        'نمثّل البنوك والمقترضين والصناديق والرعاة في صفقات التمويل بمختلف أحجامها، من التسهيلات الثنائية إلى التمويلات المشتركة والمهيكلة الممتدة عبر عدة ولايات قضائية.',
        'يدرك محامونا كيف تقيّم جهات الإقراض المخاطر الائتمانية وكيف يدير المقترضون أعمالهم، فنتفاوض على مستندات قابلة للتطبيق في الواقع ونُنجز الصفقات في مواعيدها.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'القروض المشتركة والثنائية وقروض التجمعات المصرفية',
            'تمويل الاستحواذ والتمويل بالرافعة المالية',
            'تمويل المشاريع والبنية التحتية',
            'القروض الخضراء والاجتماعية والمرتبطة بالاستدامة',
            'تمويل الصناديق، بما في ذلك تسهيلات الاكتتاب وتسهيلات صافي قيمة الأصول',
          ],
        },
      ],
    },
  },
  capitalMarkets: {
    glyph: 'chart',
    name: { en_US: 'Capital Markets', zh_CN: '资本市场', zh_HK: '資本市場', ms_MY: 'Pasaran Modal', ar_AE: 'أسواق رأس المال' },
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
      zh_HK: [
        '我們協助發行人、保薦人及包銷商在新加坡交易所、香港聯合交易所及國際市場進行股本及債務融資。',
        '由最初的架構討論到上市敲鑼，我們負責處理監管程序、盡職審查及資料披露，讓管理層可以專注向投資者講好公司的故事。',
        { h: '服務範疇' },
        {
          ul: [
            '首次公開招股及第二上市，包括房地產投資信託基金及商業信託',
            '供股、配售及其他後續發行',
            '中期票據計劃、高收益債券及綠色債券',
            '持續上市責任及公司資料披露',
          ],
        },
      ],
      ms_MY: [
        'Kami membantu penerbit, penaja dan penaja jamin mengumpul dana ekuiti dan hutang di Bursa Singapura, Bursa Saham Hong Kong dan pasaran antarabangsa.',
        'Dari perbincangan awal tentang struktur hingga hari penyenaraian, kami menguruskan proses kawal selia, usaha wajar dan pendedahan, supaya pihak pengurusan dapat memberi tumpuan kepada pelabur.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Tawaran awam permulaan dan penyenaraian sekunder, termasuk REIT dan amanah perniagaan',
            'Terbitan hak, peletakan dan tawaran susulan lain',
            'Program nota jangka sederhana, bon hasil tinggi dan bon hijau',
            'Kewajipan penyenaraian berterusan dan pendedahan korporat',
          ],
        },
      ],
      ar_AE: [
        'نساعد المُصدرين والرعاة ومتعهدي التغطية على جمع رأس المال والدين في بورصة سنغافورة وبورصة هونغ كونغ والأسواق الدولية.',
        'من أول نقاش حول الهيكلة إلى يوم الإدراج، نتولى الإجراءات التنظيمية والعناية الواجبة والإفصاح، لتتفرغ الإدارة لعرض قصة الشركة على المستثمرين.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'الطروحات العامة الأولية والإدراج الثانوي، بما في ذلك صناديق الاستثمار العقاري وصناديق الأعمال',
            'إصدارات حقوق الأولوية والطروحات الخاصة والطروحات اللاحقة',
            'برامج السندات متوسطة الأجل والسندات عالية العائد والسندات الخضراء',
            'التزامات الإدراج المستمرة والإفصاح',
          ],
        },
      ],
    },
  },
  arbitration: {
    glyph: 'scales',
    name: {
      en_US: 'International Arbitration',
      zh_CN: '国际仲裁',
      zh_HK: '國際仲裁',
      ms_MY: 'Timbang Tara Antarabangsa',
      ar_AE: 'التحكيم الدولي',
    },
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
        '我们的仲裁代理律师曾在亚洲、欧洲及中东各地出席庭审，团队成员亦经常担任仲裁员，因而深知怎样的论证最能打动仲裁庭。',
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
      zh_HK: [
        '新加坡是全球最受歡迎的仲裁地之一，而我們的仲裁團隊正處於這個中心。我們代表客戶進行依據新加坡國際仲裁中心、國際商會、香港國際仲裁中心、聯合國國際貿易法委員會及解決投資爭端國際中心規則進行的商事仲裁及投資條約仲裁。',
        '我們的訟辯律師曾在亞洲、歐洲及中東各地出席聆訊，團隊成員亦經常獲委任為仲裁員，因此深明怎樣的論據最能說服仲裁庭。',
        { h: '服務範疇' },
        {
          ul: [
            '建造工程、能源及基建爭議',
            '股東、合營企業及合併與收購爭議',
            '針對國家的投資條約索償',
            '緊急仲裁及臨時濟助',
            '在新加坡法院執行仲裁裁決及申請撤銷裁決',
          ],
        },
      ],
      ms_MY: [
        'Singapura antara tempat timbang tara paling digemari di dunia, dan amalan timbang tara kami berada di tengah-tengahnya. Kami mewakili klien dalam timbang tara komersial dan timbang tara triti pelaburan di bawah kaedah SIAC, ICC, HKIAC, UNCITRAL dan ICSID.',
        'Peguam bela kami telah hadir dalam pendengaran di seluruh Asia, Eropah dan Timur Tengah, dan ahli pasukan kerap dilantik sebagai penimbang tara. Oleh itu, kami tahu apa yang benar-benar meyakinkan sesebuah tribunal.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Pertikaian pembinaan, tenaga dan infrastruktur',
            'Pertikaian pemegang saham, usaha sama dan M&A',
            'Tuntutan triti pelaburan terhadap negara',
            'Timbang tara kecemasan dan relief interim',
            'Penguatkuasaan award dan cabaran terhadap award di mahkamah Singapura',
          ],
        },
      ],
      ar_AE: [
        'سنغافورة من أكثر مقار التحكيم تفضيلًا في العالم، وممارستنا في التحكيم في قلب هذا المشهد. نمثّل عملاءنا في التحكيم التجاري وتحكيم معاهدات الاستثمار وفق قواعد مركز سنغافورة للتحكيم الدولي وغرفة التجارة الدولية ومركز هونغ كونغ للتحكيم الدولي والأونسيترال والمركز الدولي لتسوية منازعات الاستثمار.',
        'ترافع محامونا في جلسات استماع في آسيا وأوروبا والشرق الأوسط، ويُعيَّن أعضاء فريقنا بانتظام محكّمين، فنعرف من موقع هيئة التحكيم ما الذي يُقنعها.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'منازعات الإنشاءات والطاقة والبنية التحتية',
            'منازعات المساهمين والمشاريع المشتركة والاندماج والاستحواذ',
            'دعاوى معاهدات الاستثمار ضد الدول',
            'التحكيم المستعجل والتدابير المؤقتة',
            'تنفيذ أحكام التحكيم ودعاوى البطلان أمام محاكم سنغافورة',
          ],
        },
      ],
    },
  },
  litigation: {
    glyph: 'gavel',
    name: {
      en_US: 'Litigation & Dispute Resolution',
      zh_CN: '诉讼与争议解决',
      zh_HK: '訴訟及爭議解決',
      ms_MY: 'Litigasi dan Penyelesaian Pertikaian',
      ar_AE: 'التقاضي وتسوية المنازعات',
    },
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
      zh_HK: [
        '當爭議無法和解，我們的訴訟律師會以嚴謹的分析和準確的判斷把案件帶上法庭。我們經常在新加坡高等法院、上訴法院及新加坡國際商業法庭出庭。',
        '若透過談判或調解及早解決爭議更符合客戶的商業利益，我們同樣樂意促成。',
        { h: '服務範疇' },
        {
          ul: [
            '商業及合約糾紛',
            '銀行、詐騙及追討資產訴訟',
            '股東糾紛及小股東受欺壓的申索',
            '專業疏忽及保險糾紛',
            '調解，包括依據《新加坡調解公約》達成的和解協議',
          ],
        },
      ],
      ms_MY: [
        'Apabila sesuatu pertikaian tidak dapat diselesaikan secara baik, peguam litigasi kami membawanya ke mahkamah dengan teliti dan bijaksana. Kami hadir di Mahkamah Tinggi, Mahkamah Rayuan dan Mahkamah Komersial Antarabangsa Singapura.',
        'Kami juga bersedia menyelesaikan perkara lebih awal melalui rundingan atau pengantaraan apabila cara itu lebih menjaga kepentingan komersial klien.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Pertikaian komersial dan kontrak',
            'Litigasi perbankan, penipuan dan pemulihan aset',
            'Tuntutan pemegang saham dan penindasan pemegang saham minoriti',
            'Kecuaian profesional dan pertikaian insurans',
            'Pengantaraan, termasuk di bawah Konvensyen Singapura mengenai Pengantaraan',
          ],
        },
      ],
      ar_AE: [
        'حين يتعذّر الصلح، يحمل محامو التقاضي لدينا النزاع إلى المحكمة بدقة وحسن تقدير. ونترافع أمام المحكمة العليا ومحكمة الاستئناف والمحكمة التجارية الدولية في سنغافورة.',
        'ونحن مستعدون كذلك لتسوية النزاع مبكرًا بالتفاوض أو الوساطة متى كان ذلك أنفع لمصالح العميل التجارية.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'المنازعات التجارية والتعاقدية',
            'دعاوى البنوك والاحتيال واسترداد الأصول',
            'دعاوى المساهمين والإضرار بمساهمي الأقلية',
            'منازعات الإهمال المهني والتأمين',
            'الوساطة، بما فيها التسويات بموجب اتفاقية سنغافورة بشأن الوساطة',
          ],
        },
      ],
    },
  },
  restructuring: {
    glyph: 'cycle',
    name: {
      en_US: 'Restructuring & Insolvency',
      zh_CN: '重组与破产',
      zh_HK: '重組及清盤',
      ms_MY: 'Penstrukturan Semula dan Insolvensi',
      ar_AE: 'إعادة الهيكلة والإعسار',
    },
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
      zh_HK: [
        '新加坡《2018年破產、重組及解散法令》令這個城市成為區內的債務重組樞紐。我們在陷入財困的個案中代表公司、債權人、債券持有人及清盤從業員。',
        '我們行事果斷迅速：暫緩令申請、拯救融資及與債權人的談判，往往要在數日內落實。',
        { h: '服務範疇' },
        {
          ul: [
            '債務償還安排計劃，包括預先打包的安排計劃',
            '司法管理及清盤',
            '享有超級優先權的拯救融資',
            '依據《聯合國國際貿易法委員會跨國界破產示範法》申請跨境認可',
            '困境併購及特殊機會投資',
          ],
        },
      ],
      ms_MY: [
        'Akta Insolvensi, Penstrukturan Semula dan Pembubaran 2018 telah menjadikan Singapura hab serantau bagi penstrukturan semula hutang. Kami menasihati syarikat, pemiutang, pemegang bon dan pengamal insolvensi di kedua-dua belah pihak dalam situasi kesempitan kewangan.',
        'Kami bertindak pantas kerana permohonan moratorium, pembiayaan penyelamat dan rundingan dengan pemiutang sering perlu disiapkan dalam beberapa hari sahaja.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Skim perkiraan, termasuk skim pra-pakej',
            'Pengurusan kehakiman dan penggulungan',
            'Pembiayaan penyelamat dengan keutamaan super',
            'Pengiktirafan rentas sempadan di bawah Undang-undang Model UNCITRAL',
            'M&A aset bermasalah dan pelaburan situasi khas',
          ],
        },
      ],
      ar_AE: [
        'جعل قانون الإعسار وإعادة الهيكلة والحل لعام 2018 من سنغافورة مركزًا إقليميًا لإعادة هيكلة الديون. ونقدّم المشورة للشركات والدائنين وحملة السندات وأمناء الإعسار في حالات التعثر المالي من الجانبين.',
        'ونتحرك بسرعة، فطلبات وقف الإجراءات وتمويل الإنقاذ والتفاوض مع الدائنين كثيرًا ما يجب إنجازها في غضون أيام.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'ترتيبات التسوية، بما فيها الترتيبات المعدّة مسبقًا',
            'الإدارة القضائية والتصفية',
            'تمويل الإنقاذ ذو الأولوية الممتازة',
            'الاعتراف عبر الحدود وفق قانون الأونسيترال النموذجي',
            'الاستحواذ على الأصول المتعثرة واستثمارات الحالات الخاصة',
          ],
        },
      ],
    },
  },
  realEstate: {
    glyph: 'tower',
    name: { en_US: 'Real Estate', zh_CN: '房地产', zh_HK: '地產', ms_MY: 'Hartanah', ar_AE: 'العقارات' },
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
      zh_HK: [
        '我們為發展商、房地產投資信託基金、基金及租戶處理商業、工業、酒店及住宅物業的收購、發展、融資及租賃事宜。',
        '團隊熟悉新加坡的土地制度，包括國有土地租約、合資格證書制度及《住宅物業法令》，亦經常處理區內的跨境物業組合交易。',
        { h: '服務範疇' },
        { ul: ['收購及出售物業及持有物業的公司', '發展及建造項目', '地產融資', '商業租賃及資產管理'] },
      ],
      ms_MY: [
        'Kami menasihati pemaju, REIT, dana dan penyewa tentang pemerolehan, pembangunan, pembiayaan dan pajakan hartanah komersial, perindustrian, hospitaliti dan kediaman.',
        'Pasukan kami arif tentang sistem tanah Singapura, termasuk pajakan tanah kerajaan, sijil kelayakan dan Akta Harta Kediaman, serta urus niaga portfolio hartanah rentas sempadan di rantau ini.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Pemerolehan dan pelupusan hartanah dan syarikat pemegang hartanah',
            'Projek pembangunan dan pembinaan',
            'Pembiayaan hartanah',
            'Pajakan komersial dan pengurusan aset',
          ],
        },
      ],
      ar_AE: [
        'نقدّم المشورة للمطورين وصناديق الاستثمار العقاري والصناديق والمستأجرين في شراء العقارات التجارية والصناعية والفندقية والسكنية وتطويرها وتمويلها وتأجيرها.',
        'ويُلمّ فريقنا بنظام الأراضي في سنغافورة، بما في ذلك عقود إيجار أراضي الدولة وشهادات التأهيل وقانون العقارات السكنية، كما يتولى صفقات المحافظ العقارية العابرة للحدود في المنطقة.',
        { h: 'مجالات عملنا' },
        {
          ul: ['شراء العقارات والشركات المالكة لها وبيعها', 'مشاريع التطوير والإنشاء', 'التمويل العقاري', 'التأجير التجاري وإدارة الأصول'],
        },
      ],
    },
  },
  employment: {
    glyph: 'people',
    name: { en_US: 'Employment', zh_CN: '劳动与雇佣', zh_HK: '僱傭', ms_MY: 'Pekerjaan', ar_AE: 'التوظيف وعلاقات العمل' },
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
      zh_HK: [
        '人才是每個機構最寶貴、亦是受規管最多的資產。我們為僱主提供涵蓋整個僱傭周期的意見，由招聘及獎勵計劃，到內部調查及離職安排。',
        '我們協助客戶緊貼法規變化，包括新加坡的職場公平立法，以及有關彈性工作安排的三方指引。',
        { h: '服務範疇' },
        {
          ul: [
            '僱傭合約、政策及員工手冊',
            '高層招聘、離職及限制性條款',
            '職場調查及舉報機制',
            '合併與收購及重組中的僱傭事宜',
            '工作准證及入境事務',
          ],
        },
      ],
      ms_MY: [
        'Pekerja ialah aset paling berharga bagi setiap organisasi, dan juga yang paling banyak dikawal selia. Kami menasihati majikan sepanjang kitaran pekerjaan, daripada pengambilan pekerja dan pelan insentif hingga siasatan dalaman dan penamatan.',
        'Kami membantu klien bersedia menghadapi perubahan undang-undang, termasuk perundangan Keadilan di Tempat Kerja Singapura dan Garis Panduan Tiga Pihak mengenai aturan kerja fleksibel.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Kontrak pekerjaan, dasar dan buku panduan pekerja',
            'Pengambilan dan peletakan jawatan eksekutif serta perjanjian sekatan',
            'Siasatan di tempat kerja dan pemberian maklumat',
            'Aspek pekerjaan dalam M&A dan penstrukturan semula',
            'Pas kerja dan imigresen',
          ],
        },
      ],
      ar_AE: [
        'الموارد البشرية أثمن ما تملكه أي مؤسسة، وأكثره خضوعًا للتنظيم. ونقدّم المشورة لأصحاب العمل في جميع مراحل علاقة العمل، من التعيين وخطط الحوافز إلى التحقيقات وإنهاء الخدمة.',
        'ونُبقي عملاءنا متقدّمين على التغييرات التشريعية، ومنها تشريعات العدالة في بيئة العمل في سنغافورة والإرشادات الثلاثية بشأن ترتيبات العمل المرنة.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'عقود العمل واللوائح وأدلة الموظفين',
            'تعيين كبار التنفيذيين وإنهاء خدماتهم وشروط عدم المنافسة',
            'التحقيقات في بيئة العمل والإبلاغ عن المخالفات',
            'جوانب العمل في صفقات الاندماج والاستحواذ وإعادة الهيكلة',
            'تصاريح العمل والإقامة',
          ],
        },
      ],
    },
  },
  technology: {
    glyph: 'bulb',
    name: {
      en_US: 'Intellectual Property & Technology',
      zh_CN: '知识产权与科技',
      zh_HK: '知識產權及科技',
      ms_MY: 'Harta Intelek dan Teknologi',
      ar_AE: 'الملكية الفكرية والتكنولوجيا',
    },
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
      zh_HK: [
        '我們協助客戶保護及善用為他們創造價值的意念、品牌和軟件，並為處於不同階段的科技公司提供意見，由種子輪融資到拓展區域業務。',
        '團隊同時處理訴訟及非訴訟工作，所以我們草擬的特許協議，都汲取了實際爭議中的經驗。',
        { h: '服務範疇' },
        {
          ul: [
            '東盟各地的商標、專利及外觀設計組合',
            '科技交易、特許及外判',
            '人工智能管治及相關合約',
            '金融科技及數碼支付監管',
            '侵權訴訟及域名爭議',
          ],
        },
      ],
      ms_MY: [
        'Kami melindungi dan mengkomersialkan idea, jenama dan perisian yang menjana nilai bagi klien kami, serta menasihati syarikat teknologi di setiap peringkat, daripada pembiayaan benih hingga perluasan ke seluruh rantau.',
        'Pasukan kami mengendalikan kerja litigasi dan bukan litigasi, jadi lesen yang kami draf dibentuk oleh pengalaman sebenar dalam pertikaian.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Portfolio cap dagangan, paten dan reka bentuk di seluruh ASEAN',
            'Urus niaga teknologi, pelesenan dan penyumberan luar',
            'Tadbir urus dan kontrak kecerdasan buatan',
            'Kawal selia teknologi kewangan dan pembayaran digital',
            'Tindakan pelanggaran dan pertikaian nama domain',
          ],
        },
      ],
      ar_AE: [
        'نحمي الأفكار والعلامات والبرمجيات التي تصنع قيمة عملائنا ونساعدهم على استثمارها تجاريًا، ونرافق شركات التكنولوجيا في كل مراحلها، من التمويل التأسيسي إلى التوسع الإقليمي.',
        'يتولى فريقنا الأعمال النزاعية وغير النزاعية معًا، فتأتي عقود الترخيص التي نصوغها مستفيدة من خبرتنا في النزاعات.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'محافظ العلامات التجارية وبراءات الاختراع والتصاميم في دول آسيان',
            'صفقات التكنولوجيا والترخيص والإسناد الخارجي',
            'حوكمة الذكاء الاصطناعي وعقوده',
            'تنظيم التكنولوجيا المالية والمدفوعات الرقمية',
            'دعاوى التعدي ومنازعات أسماء النطاقات',
          ],
        },
      ],
    },
  },
  dataProtection: {
    glyph: 'shield',
    name: {
      en_US: 'Data Protection & Cybersecurity',
      zh_CN: '数据保护与网络安全',
      zh_HK: '資料保障及網絡安全',
      ms_MY: 'Perlindungan Data dan Keselamatan Siber',
      ar_AE: 'حماية البيانات والأمن السيبراني',
    },
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
      zh_HK: [
        '資料跨境流動的速度遠比監管為快。我們協助機構遵守新加坡《2012年個人資料保護法令》、《網絡安全法令》，以及其業務所在的其他市場（包括中國內地及香港）的資料法例。',
        '一旦發生事故，我們的資料外洩應變團隊會與鑑證顧問及監管機構全天候合作。',
        { h: '服務範疇' },
        {
          ul: [
            '私隱合規計劃、資料保障影響評估及保障資料主任支援',
            '跨境資料轉移機制',
            '資料外洩應變及向個人資料保護委員會通報',
            '關鍵資訊基礎設施的網絡安全責任',
          ],
        },
      ],
      ms_MY: [
        'Data bergerak merentasi sempadan lebih pantas daripada peraturan. Kami membantu organisasi mematuhi Akta Perlindungan Data Peribadi 2012 Singapura, Akta Keselamatan Siber dan undang-undang data di pasaran lain tempat mereka beroperasi, termasuk China dan Hong Kong.',
        'Apabila berlaku insiden, pasukan tindak balas pelanggaran data kami bekerja sepanjang masa bersama penasihat forensik dan pihak berkuasa.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Program privasi, penilaian impak perlindungan data dan sokongan kepada Pegawai Perlindungan Data',
            'Mekanisme pemindahan data rentas sempadan',
            'Tindak balas pelanggaran data dan pemberitahuan kepada PDPC',
            'Kewajipan keselamatan siber bagi infrastruktur maklumat kritikal',
          ],
        },
      ],
      ar_AE: [
        'تنتقل البيانات عبر الحدود أسرع مما تواكبه التشريعات. ونساعد المؤسسات على الامتثال لقانون حماية البيانات الشخصية لعام 2012 وقانون الأمن السيبراني في سنغافورة، ولقوانين البيانات في الأسواق الأخرى التي تعمل فيها، ومنها البر الرئيسي للصين وهونغ كونغ.',
        'وعند وقوع حادث، يعمل فريقنا للاستجابة لاختراقات البيانات على مدار الساعة مع خبراء التحليل الجنائي الرقمي والجهات الرقابية.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'برامج الخصوصية وتقييمات أثر حماية البيانات ودعم مسؤول حماية البيانات',
            'آليات نقل البيانات عبر الحدود',
            'الاستجابة لاختراقات البيانات وإخطار لجنة حماية البيانات الشخصية',
            'التزامات الأمن السيبراني للبنية التحتية الحيوية للمعلومات',
          ],
        },
      ],
    },
  },
  maritime: {
    glyph: 'anchor',
    name: {
      en_US: 'Maritime & Shipping',
      zh_CN: '海事与航运',
      zh_HK: '海事及航運',
      ms_MY: 'Maritim dan Perkapalan',
      ar_AE: 'القانون البحري والشحن',
    },
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
      zh_HK: [
        '新加坡是全球最繁忙的港口之一，亦是領先的國際海事中心，航運交易與爭議都在這裡匯聚。我們代表船東、租船人、貿易商、船東保賠協會及融資機構。',
        '我們的海事律師可以在短時間內處理扣船、海事事故應變及緊急禁制令申請。',
        { h: '服務範疇' },
        { ul: ['租船合約、提單及貨物索償', '扣船及海事訴訟', '船舶碰撞、救助及事故應變', '船舶買賣及融資', '商品貿易爭議'] },
      ],
      ms_MY: [
        'Sebagai salah satu pelabuhan tersibuk di dunia dan pusat maritim antarabangsa terkemuka, Singapura menjadi titik pertemuan urus niaga dan pertikaian perkapalan. Kami bertindak bagi pemilik kapal, penyewa kapal, pedagang, kelab P&I dan pembiaya.',
        'Peguam maritim kami sedia bertindak dalam masa singkat untuk penahanan kapal, tindak balas kemalangan dan injunksi segera.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Tuntutan perjanjian sewa kapal, bil muatan dan kargo',
            'Penahanan kapal dan tindakan admiralti',
            'Perlanggaran, penyelamatan dan tindak balas kemalangan',
            'Jual beli dan pembiayaan kapal',
            'Pertikaian perdagangan komoditi',
          ],
        },
      ],
      ar_AE: [
        'سنغافورة من أكثر موانئ العالم ازدحامًا ومركز بحري دولي رائد، وفيها تلتقي صفقات الشحن ومنازعاته. ونمثّل ملاك السفن والمستأجرين والتجار ونوادي الحماية والتعويض والممولين.',
        'ومحامونا البحريون جاهزون للتحرك في وقت قصير لتوقيع الحجز التحفظي على السفن والاستجابة للحوادث البحرية واستصدار الأوامر القضائية العاجلة.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'دعاوى مشارطات الإيجار وسندات الشحن والبضائع',
            'الحجز على السفن والدعاوى البحرية',
            'التصادم والإنقاذ البحري والاستجابة للحوادث',
            'بيع السفن وشراؤها وتمويلها',
            'منازعات تجارة السلع',
          ],
        },
      ],
    },
  },
  privateClient: {
    glyph: 'tree',
    name: {
      en_US: 'Private Client & Family Office',
      zh_CN: '私人客户与家族办公室',
      zh_HK: '私人客戶及家族辦公室',
      ms_MY: 'Klien Persendirian dan Pejabat Keluarga',
      ar_AE: 'الثروات الخاصة والمكاتب العائلية',
    },
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
      zh_HK: [
        '我們為企業家、家族及其顧問提供保存及傳承財富的意見。我們不少客戶是家族企業，家族與公司的事務往往密不可分。',
        '我們與稅務顧問及私人銀行緊密合作，建立穩健、合規並讓下一代易於理解的架構。',
        { h: '服務範疇' },
        { ul: ['單一家族辦公室及基金管理稅務優惠計劃', '信託、遺囑及傳承規劃', '家族憲章及家族管治', '慈善事業及慈善基金會'] },
      ],
      ms_MY: [
        'Kami menasihati usahawan, keluarga dan penasihat mereka tentang cara memelihara kekayaan dan mewariskannya. Ramai klien kami ialah keluarga pemilik perniagaan, yang urusan keluarga dan syarikatnya saling berkait rapat.',
        'Kami bekerjasama dengan penasihat cukai dan bank persendirian untuk menubuhkan struktur yang kukuh, patuh undang-undang dan mudah difahami oleh generasi seterusnya.',
        { h: 'Perkhidmatan kami' },
        {
          ul: [
            'Pejabat keluarga tunggal dan skim insentif pengurusan dana',
            'Amanah, wasiat dan perancangan penggantian',
            'Perlembagaan dan tadbir urus keluarga',
            'Kedermawanan dan yayasan kebajikan',
          ],
        },
      ],
      ar_AE: [
        'نقدّم المشورة لروّاد الأعمال والعائلات ومستشاريهم في الحفاظ على الثروة وانتقالها بين الأجيال. وكثير من عملائنا عائلات تملك شركات، تتداخل فيها شؤون العائلة مع شؤون الشركة.',
        'ونعمل جنبًا إلى جنب مع المستشارين الضريبيين والبنوك الخاصة لإنشاء هياكل متينة وممتثلة للأنظمة ويفهمها الجيل القادم.',
        { h: 'مجالات عملنا' },
        {
          ul: [
            'المكاتب العائلية الفردية وبرامج حوافز إدارة الصناديق',
            'الصناديق الاستئمانية والوصايا وتخطيط التعاقب',
            'المواثيق العائلية والحوكمة العائلية',
            'العمل الخيري والمؤسسات الخيرية',
          ],
        },
      ],
    },
  },
} satisfies Record<string, PracticeArea>;
export type PracticeKey = keyof typeof practices;
