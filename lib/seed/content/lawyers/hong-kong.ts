import type { LawyerProfile } from './profile';

/** The Hong Kong office's lawyers, in display order. */
export const hongKongLawyers: LawyerProfile[] = [
  {
    key: 'catherine-wong',
    feminineTitles: true,
    initials: 'CW',
    name: {
      en_US: 'Catherine Wong Ka Yan',
      zh_CN: '黄嘉欣',
      zh_HK: '黃嘉欣',
      ms_MY: 'Catherine Wong Ka Yan',
      ar_AE: 'كاثرين وونغ كا يان',
    },
    latinName: 'Catherine Wong Ka Yan',
    latinFamilyName: 'Wong',
    office: 'hongKong',
    jobs: ['partner'],
    fields: ['capitalMarkets', 'corporate'],
    line: '01',
    top: true,
    intro: {
      en_US: [
        'Catherine heads the Hong Kong office. She advises issuers and sponsors on Main Board listings, secondary listings and follow-on offerings on the Hong Kong Stock Exchange, and on public company M&A.',
        'She has worked on listings across the technology, consumer and healthcare sectors and is frequently instructed on dual-listing structures linking Hong Kong and Singapore.',
      ],
      zh_CN: [
        '黄嘉欣主管本所香港办公室，为发行人及保荐人提供香港联合交易所主板上市、第二上市及后续发行方面的法律服务，并处理上市公司并购事务。',
        '她参与的上市项目涵盖科技、消费及医疗健康等行业，亦经常就连接香港与新加坡两地的双重上市架构获客户委托。',
      ],
      zh_HK: [
        '黃嘉欣是本行香港辦事處的主管合夥人，就香港聯合交易所主板上市、第二上市及上市後的股份發行，為發行人及保薦人提供法律意見，亦處理上市公司的併購事宜。',
        '她曾參與科技、消費及醫療保健等行業的上市項目，並經常獲委託處理連接香港與新加坡的雙重上市架構。',
      ],
      ms_MY: [
        'Catherine mengetuai pejabat Hong Kong. Beliau menasihati penerbit dan penaja tentang penyenaraian Papan Utama, penyenaraian sekunder dan tawaran susulan di Bursa Saham Hong Kong, serta penggabungan dan pengambilalihan syarikat tersenarai.',
        'Beliau pernah terlibat dalam penyenaraian syarikat dalam sektor teknologi, pengguna dan penjagaan kesihatan, dan kerap dilantik untuk struktur penyenaraian berganda yang menghubungkan Hong Kong dengan Singapura.',
      ],
      ar_AE: [
        'كاثرين وونغ شريكة ترأس مكتب هونغ كونغ، وتقدّم المشورة للجهات المُصدِرة والجهات الراعية في الإدراج في السوق الرئيسية لبورصة هونغ كونغ والإدراج الثانوي والطروحات اللاحقة، وفي صفقات الاندماج والاستحواذ للشركات المدرجة.',
        'وشاركت في عمليات إدراج لشركات في قطاعات التكنولوجيا والسلع الاستهلاكية والرعاية الصحية، وكثيرًا ما تُكلَّف بهياكل الإدراج المزدوج التي تربط هونغ كونغ بسنغافورة.',
      ],
    },
    sections: [],
  },
  {
    key: 'jonathan-cheung',
    initials: 'JC',
    name: {
      en_US: 'Jonathan Cheung Ho Ming',
      zh_CN: '张浩明',
      zh_HK: '張浩明',
      ms_MY: 'Jonathan Cheung Ho Ming',
      ar_AE: 'جوناثان تشيونغ هو مينغ',
    },
    latinName: 'Jonathan Cheung Ho Ming',
    latinFamilyName: 'Cheung',
    office: 'hongKong',
    jobs: ['partner'],
    fields: ['arbitration', 'litigation'],
    line: '02',
    intro: {
      en_US: [
        'Jonathan is a disputes partner in Hong Kong who acts in HKIAC and SIAC arbitrations and in litigation before the Hong Kong courts, with a focus on shareholder, investment fund and construction disputes.',
        'He advises on the enforcement of arbitral awards between Hong Kong and mainland China under the arrangements between the two jurisdictions.',
      ],
      zh_CN: [
        '张浩明是本所香港办公室争议解决合伙人，代理香港国际仲裁中心及新加坡国际仲裁中心仲裁案件，并处理香港法院的诉讼案件，专注于股东、投资基金及建设工程争议。',
        '他亦就两地相关安排下内地与香港仲裁裁决的相互执行提供法律意见。',
      ],
      zh_HK: [
        '張浩明是本行香港辦事處的爭議解決合夥人，代表客戶進行香港國際仲裁中心及新加坡國際仲裁中心的仲裁，以及香港法院的訴訟，專注於股東、投資基金及建造工程爭議。',
        '他亦根據內地與香港相互執行仲裁裁決的安排，就兩地之間執行仲裁裁決提供意見。',
      ],
      ms_MY: [
        'Jonathan ialah rakan kongsi pertikaian di Hong Kong yang bertindak dalam timbang tara HKIAC dan SIAC serta litigasi di mahkamah Hong Kong, dengan tumpuan kepada pertikaian pemegang saham, dana pelaburan dan pembinaan.',
        'Beliau menasihati tentang penguatkuasaan award timbang tara antara Hong Kong dan tanah besar China di bawah perkiraan antara kedua-dua bidang kuasa itu.',
      ],
      ar_AE: [
        'جوناثان تشيونغ شريك في فريق تسوية المنازعات بمكتب هونغ كونغ، يتولى قضايا التحكيم أمام مركز هونغ كونغ الدولي للتحكيم ومركز سنغافورة للتحكيم الدولي والدعاوى أمام محاكم هونغ كونغ، مع تركيز على منازعات المساهمين وصناديق الاستثمار والإنشاءات.',
        'ويقدّم المشورة في تنفيذ أحكام التحكيم بين هونغ كونغ والبر الرئيسي الصيني بموجب الترتيبات المبرمة بين الجانبين.',
      ],
    },
    sections: [],
  },
  {
    key: 'fiona-lau',
    feminineTitles: true,
    initials: 'FL',
    name: { en_US: 'Fiona Lau Wing Sze', zh_CN: '刘咏诗', zh_HK: '劉詠詩', ms_MY: 'Fiona Lau Wing Sze', ar_AE: 'فيونا لاو وينغ سي' },
    latinName: 'Fiona Lau Wing Sze',
    latinFamilyName: 'Lau',
    office: 'hongKong',
    jobs: ['counsel'],
    fields: ['banking', 'privateClient'],
    line: '03',
    intro: {
      en_US: [
        'Fiona advises banks, funds and family offices on financing, fund structuring and regulatory matters in Hong Kong.',
        'She previously worked in the compliance function of an asset manager, and advises on licensing and conduct requirements under the Securities and Futures Ordinance.',
      ],
      zh_CN: [
        '刘咏诗为银行、基金及家族办公室提供香港融资、基金架构及监管事务方面的法律服务。',
        '她曾任职于一家资产管理公司的合规部门，就《证券及期货条例》下的牌照及操守要求提供意见。',
      ],
      zh_HK: [
        '劉詠詩為銀行、基金及家族辦公室提供有關香港融資、基金架構及監管事宜的法律意見。',
        '她曾任職一家資產管理公司的合規部門，並就《證券及期貨條例》下的發牌及操守規定提供意見。',
      ],
      ms_MY: [
        'Fiona menasihati bank, dana dan pejabat keluarga tentang pembiayaan, penstrukturan dana dan perkara kawal selia di Hong Kong.',
        'Beliau pernah berkhidmat dalam fungsi pematuhan sebuah firma pengurusan aset, dan menasihati tentang keperluan pelesenan dan tatakelakuan di bawah Ordinan Sekuriti dan Niaga Hadapan.',
      ],
      ar_AE: [
        'تقدّم فيونا لاو، المستشارة القانونية في مكتب هونغ كونغ، المشورة للبنوك والصناديق والمكاتب العائلية في التمويل وهيكلة الصناديق والمسائل التنظيمية في هونغ كونغ.',
        'وعملت سابقًا في إدارة الامتثال لدى شركة لإدارة الأصول، وتقدّم المشورة في متطلبات الترخيص وقواعد السلوك بموجب قانون الأوراق المالية والعقود الآجلة.',
      ],
    },
    sections: [],
  },
  {
    key: 'kelvin-chan',
    initials: 'KC',
    name: { en_US: 'Kelvin Chan Chun Kit', zh_CN: '陈俊杰', zh_HK: '陳俊傑', ms_MY: 'Kelvin Chan Chun Kit', ar_AE: 'كلفن تشان تشون كيت' },
    latinName: 'Kelvin Chan Chun Kit',
    latinFamilyName: 'Chan',
    office: 'hongKong',
    jobs: ['seniorAssociate'],
    fields: ['restructuring', 'litigation'],
    line: '04',
    intro: {
      en_US: [
        'Kelvin acts for creditors, liquidators and companies in insolvency proceedings, schemes of arrangement and related litigation in Hong Kong.',
        'He has worked on several cross-border restructurings requiring coordinated proceedings in Hong Kong, Singapore and offshore jurisdictions.',
      ],
      zh_CN: [
        '陈俊杰在香港的破产程序、安排计划及相关诉讼中代表债权人、清盘人及公司。',
        '他参与了多宗需要在香港、新加坡及离岸法域协调推进的跨境重组项目。',
      ],
      zh_HK: [
        '陳俊傑在香港的清盤程序、債務償還安排計劃及相關訴訟中，代表債權人、清盤人及公司。',
        '他曾參與多宗需要在香港、新加坡及離岸司法管轄區同步進行程序的跨境重組。',
      ],
      ms_MY: [
        'Kelvin bertindak bagi pemiutang, pelikuidasi dan syarikat dalam prosiding insolvensi, skim perkiraan dan litigasi berkaitan di Hong Kong.',
        'Beliau pernah terlibat dalam beberapa penstrukturan semula rentas sempadan yang memerlukan prosiding diselaraskan di Hong Kong, Singapura dan bidang kuasa luar pesisir.',
      ],
      ar_AE: [
        'يمثّل كلفن تشان الدائنين والمصفّين والشركات في إجراءات الإعسار وترتيبات التسوية والدعاوى المرتبطة بها في هونغ كونغ.',
        'وشارك في عدة عمليات لإعادة الهيكلة العابرة للحدود تطلّبت إجراءات منسّقة في هونغ كونغ وسنغافورة وولايات قضائية خارجية.',
      ],
    },
    sections: [],
  },
  {
    key: 'michelle-ho',
    feminineTitles: true,
    initials: 'MH',
    name: {
      en_US: 'Michelle Ho Yuen Ting',
      zh_CN: '何婉婷',
      zh_HK: '何婉婷',
      ms_MY: 'Michelle Ho Yuen Ting',
      ar_AE: 'ميشيل هو يوين تينغ',
    },
    latinName: 'Michelle Ho Yuen Ting',
    latinFamilyName: 'Ho',
    office: 'hongKong',
    jobs: ['associate'],
    fields: ['corporate'],
    line: '05',
    intro: {
      en_US: [
        'Michelle assists on M&A, private equity investments and corporate advisory work for clients in Hong Kong and the Greater Bay Area.',
        'She is fluent in English, Cantonese and Mandarin.',
      ],
      zh_CN: ['何婉婷为香港及粤港澳大湾区客户的并购、私募股权投资及公司常年法律顾问事务提供协助。', '她能流利使用英语、粤语及普通话。'],
      zh_HK: ['何婉婷協助處理香港及粵港澳大灣區客戶的併購、私募股權投資及公司常年法律顧問事務。', '她能操流利英語、粵語及普通話。'],
      ms_MY: [
        'Michelle membantu dalam penggabungan dan pengambilalihan, pelaburan ekuiti persendirian dan khidmat nasihat korporat bagi klien di Hong Kong dan Kawasan Teluk Besar.',
        'Beliau fasih berbahasa Inggeris, Kantonis dan Mandarin.',
      ],
      ar_AE: [
        'تساعد ميشيل هو في صفقات الاندماج والاستحواذ واستثمارات الأسهم الخاصة والاستشارات المتعلقة بالشركات لعملاء في هونغ كونغ ومنطقة الخليج الكبرى.',
        'وتتحدث الإنجليزية والكانتونية والماندرين بطلاقة.',
      ],
    },
    sections: [],
  },
];
