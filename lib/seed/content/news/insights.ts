import type { ArticleDef } from '../catalogs';

/** Insights: legal updates and commentary. */
export const insightNews: ArticleDef[] = [
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
      ms_MY: 'Pelanggaran data di bawah PDPA: kewajipan pemberitahuan dalam amalan',
    },
    note: {
      en_US:
        'Organisations must assess a suspected breach promptly and notify the PDPC within three calendar days once it is found to be notifiable.',
      zh_CN: '机构须及时评估疑似数据泄露事件，一旦认定须通报，应在三个自然日内通报个人资料保护委员会。',
      ms_MY:
        'Organisasi mesti menilai pelanggaran data yang disyaki dengan segera dan memberitahu PDPC dalam tempoh tiga hari kalendar sebaik sahaja didapati ia perlu dimaklumkan.',
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
      ms_MY: [
        'Sejak pindaan 2020 kepada Akta Perlindungan Data Peribadi 2012, organisasi di Singapura wajib memberitahu Suruhanjaya Perlindungan Data Peribadi (PDPC) tentang pelanggaran data yang mungkin mengakibatkan kemudaratan ketara kepada individu, atau yang melibatkan 500 orang atau lebih.',
        { h: 'Garis masa' },
        {
          ol: [
            'Sebaik sahaja organisasi mempunyai alasan yang boleh dipercayai bahawa pelanggaran telah berlaku, ia hendaklah menilai pelanggaran itu dengan segera; PDPC menjangkakan penilaian ini selesai dalam tempoh 30 hari kalendar.',
            'Jika pelanggaran itu perlu dimaklumkan, PDPC mesti diberitahu secepat yang praktikal dan tidak lewat daripada tiga hari kalendar selepas penilaian.',
            'Individu yang terjejas juga mesti diberitahu jika pelanggaran itu mungkin mengakibatkan kemudaratan ketara kepada mereka, melainkan suatu pengecualian terpakai.',
          ],
        },
        { h: 'Pengajaran daripada keputusan terkini' },
        'PDPC terus meneliti sama ada organisasi telah mempunyai aturan keselamatan yang munasabah sebelum insiden berlaku. Pelan tindak balas insiden yang telah diuji dan kontrak yang jelas dengan perantara data kekal sebagai perlindungan yang terbaik.',
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
      ms_MY: 'Keadilan di tempat kerja: bersedia menghadapi undang-undang antidiskriminasi baharu Singapura',
    },
    note: {
      en_US: 'The Workplace Fairness Act 2025 puts protection against workplace discrimination on a statutory footing.',
      zh_CN: '《2025年职场公平法》将防止职场歧视的保护上升为法定义务。',
      ms_MY: 'Akta Keadilan di Tempat Kerja 2025 menjadikan perlindungan daripada diskriminasi di tempat kerja suatu kewajipan statutori.',
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
      ms_MY: [
        'Parlimen meluluskan Akta Keadilan di Tempat Kerja pada Januari 2025. Akta ini akan menjadikan diskriminasi oleh majikan berdasarkan ciri yang dilindungi sebagai perbuatan yang menyalahi undang-undang. Ciri itu termasuk umur, kewarganegaraan, jantina, status perkahwinan, kehamilan, tanggungjawab penjagaan, kaum, agama, bahasa, kecacatan dan keadaan kesihatan mental.',
        { h: 'Perkara yang perlu dilakukan oleh majikan' },
        {
          ul: [
            'Mewujudkan proses bertulis untuk mengendalikan aduan',
            'Melindungi pekerja yang membuat aduan daripada tindakan balas',
            'Menyimpan rekod aduan dan cara ia dikendalikan',
            'Melatih pengurus supaya keputusan tentang pengambilan, kenaikan pangkat dan pemecatan dibuat secara adil',
          ],
        },
        'Majikan yang lebih kecil akan dikecualikan pada peringkat awal, tetapi semua majikan wajar menyemak dasar mereka lebih awal sebelum Akta ini berkuat kuasa.',
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
      zh_HK: '香港新設的公司遷冊機制',
    },
    note: {
      en_US: 'Companies incorporated outside Hong Kong can now move their domicile to Hong Kong while keeping their legal identity.',
      zh_CN: '在香港以外注册成立的公司现可在保留法人身份的前提下将注册地迁往香港。',
      zh_HK: '在香港以外成立為法團的公司，現可在保留其法律身份的情況下，將註冊地遷至香港。',
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
      zh_HK: [
        '香港已推出公司遷冊機制，容許非香港公司無須清盤即可成為香港公司，其合約、資產及業務運作均可延續，不受影響。',
        { h: '主要規定' },
        {
          ul: [
            '公司原註冊地的法律須容許公司遷出',
            '股東及債權人的利益不得受到不公平損害，並須確認公司具償債能力',
            '公司須於遷冊後的指定期限內，在原註冊地撤銷註冊',
          ],
        },
        '隨着國際稅務規則對經濟實質的要求日益嚴格，擁有離岸控股公司的集團（包括在香港上市的集團）或會認為這個機制頗具吸引力。',
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
    },
    note: {
      en_US: 'Our head of International Arbitration talks about efficiency, technology and the next generation of advocates.',
    },
  },
];
