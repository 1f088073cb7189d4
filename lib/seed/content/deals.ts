import type { ArticleDef } from './catalogs';

/** Deal and case write-ups. Every client named here is fictional. */
export const deals: ArticleDef[] = [
  {
    catalog: 'corporate',
    daysAgo: 12,
    views: 1378,
    top: true,
    cover: 'skyline:3',
    title: {
      en_US: 'Veloria Logistics acquires a regional cold-chain network for S$1.2 billion',
      zh_CN: 'Veloria Logistics以12亿新元收购区域冷链网络',
      zh_HK: 'Veloria Logistics以12億新加坡元收購區域冷鏈網絡',
      ms_MY: 'Veloria Logistics mengambil alih rangkaian rantaian sejuk serantau bernilai S$1.2 bilion',
      ar_AE: 'فيلوريا لوجستكس تستحوذ على شبكة إقليمية لسلاسل التبريد مقابل 1.2 مليار دولار سنغافوري',
    },
    note: {
      en_US: 'We advised Veloria Logistics Holdings on the acquisition of cold-chain warehousing businesses in five countries.',
      zh_CN: '本所为Veloria Logistics Holdings收购五个国家的冷链仓储业务提供法律服务。',
      zh_HK: '本行就Veloria Logistics Holdings收購五個國家的冷鏈倉儲業務提供法律意見。',
      ms_MY: 'Kami menasihati Veloria Logistics Holdings dalam pengambilalihan perniagaan pergudangan rantaian sejuk di lima negara.',
      ar_AE: 'قدّمنا المشورة لشركة فيلوريا لوجستكس القابضة في الاستحواذ على أعمال مستودعات التبريد في خمس دول.',
    },
    body: {
      en_US: [
        'Harbourfront Chambers advised Veloria Logistics Holdings, a Singapore-listed logistics group, on its S$1.2 billion acquisition of a portfolio of cold-chain warehousing and distribution businesses in Singapore, Malaysia, Thailand, Vietnam and the Philippines.',
        { h: 'The transaction' },
        {
          ul: [
            'Acquisition of a Singapore holding company and its operating subsidiaries in five jurisdictions',
            'Acquisition financing through a syndicated term loan',
            'Merger control filings and foreign investment approvals in three jurisdictions',
            'Buy-side warranty and indemnity insurance',
          ],
        },
        { h: 'Our team' },
        'The team was led by Managing Partner Daniel Koh with Senior Associate Chua Li Ting, with finance advice from partner Marcus Lee. We coordinated local counsel across the region.',
      ],
      zh_CN: [
        '港滨律师事务所为新加坡上市物流集团Veloria Logistics Holdings以12亿新元收购一系列冷链仓储及配送业务提供法律服务，标的业务分布于新加坡、马来西亚、泰国、越南和菲律宾。',
        { h: '交易概况' },
        {
          ul: [
            '收购一家新加坡控股公司及其在五个法域的运营子公司',
            '通过银团定期贷款提供收购融资',
            '在三个法域办理经营者集中申报及外商投资审批',
            '买方陈述与保证保险',
          ],
        },
        { h: '项目团队' },
        '项目由管理合伙人许伟杰牵头，高级律师蔡丽婷参与，合伙人李俊豪提供融资法律意见。本所同时统筹协调区域内各地律师。',
      ],
      zh_HK: [
        '港濱律師行擔任新加坡上市物流集團Veloria Logistics Holdings的法律顧問，協助其以12億新加坡元收購一系列冷鏈倉儲及配送業務，業務遍及新加坡、馬來西亞、泰國、越南及菲律賓。',
        { h: '交易概要' },
        {
          ul: [
            '收購一家新加坡控股公司及其在五個司法管轄區的營運附屬公司',
            '以銀團定期貸款提供收購融資',
            '在三個司法管轄區提交合併管制申報及申請外資審批',
            '買方保證及彌償保險',
          ],
        },
        { h: '本行團隊' },
        '團隊由管理合夥人許偉傑帶領，高級律師蔡麗婷參與，合夥人李俊豪負責融資事宜。本行並統籌區內各地的當地律師。',
      ],
      ms_MY: [
        'Harbourfront Chambers menasihati Veloria Logistics Holdings, kumpulan logistik yang tersenarai di Singapura, dalam pengambilalihan bernilai S$1.2 bilion ke atas portfolio perniagaan pergudangan dan pengedaran rantaian sejuk di Singapura, Malaysia, Thailand, Vietnam dan Filipina.',
        { h: 'Urus niaga' },
        {
          ul: [
            'Pengambilalihan sebuah syarikat pegangan Singapura dan anak syarikat operasinya di lima bidang kuasa',
            'Pembiayaan pengambilalihan melalui pinjaman berjangka bersindiket',
            'Pemfailan kawalan penggabungan dan kelulusan pelaburan asing di tiga bidang kuasa',
            'Insurans waranti dan tanggung rugi pihak pembeli',
          ],
        },
        { h: 'Pasukan kami' },
        'Pasukan ini diketuai oleh Rakan Kongsi Urusan Daniel Koh bersama Peguam Kanan Chua Li Ting, dengan nasihat pembiayaan daripada rakan kongsi Marcus Lee. Kami turut menyelaraskan peguam tempatan di seluruh rantau.',
      ],
      ar_AE: [
        'قدّم هاربرفرونت تشامبرز المشورة لشركة فيلوريا لوجستكس القابضة، وهي مجموعة لوجستية مدرجة في بورصة سنغافورة، في استحواذها بقيمة 1.2 مليار دولار سنغافوري على محفظة من أعمال التخزين والتوزيع المبرّد في سنغافورة وماليزيا وتايلاند وفيتنام والفلبين.',
        { h: 'الصفقة' },
        {
          ul: [
            'الاستحواذ على شركة قابضة سنغافورية وشركاتها التابعة العاملة في خمس ولايات قضائية',
            'تمويل الاستحواذ بقرض لأجل مشترك',
            'إخطارات الرقابة على التركز الاقتصادي وموافقات الاستثمار الأجنبي في ثلاث ولايات قضائية',
            'تأمين الضمانات والتعويضات لصالح المشتري',
          ],
        },
        { h: 'فريق العمل' },
        'قاد الفريق الشريك المدير دانيال كوه مع المحامية الأولى تشوا لي تينغ، وقدّم الشريك ماركوس لي المشورة في جانب التمويل. كما تولّينا التنسيق مع المحامين المحليين في أنحاء المنطقة.',
      ],
    },
  },
  {
    catalog: 'corporate',
    daysAgo: 140,
    views: 655,
    cover: 'bands:2',
    title: {
      en_US: 'Merger of Orchid Crest Healthcare and Solace Medical Group',
      zh_CN: 'Orchid Crest Healthcare与Solace Medical Group合并',
    },
    note: {
      en_US: 'We advised Orchid Crest Healthcare on its merger with Solace Medical Group by way of a scheme of arrangement.',
      zh_CN: '本所为Orchid Crest Healthcare通过安排计划与Solace Medical Group合并提供法律服务。',
    },
    body: {
      en_US: [
        'We advised Orchid Crest Healthcare on its merger with Solace Medical Group, creating one of Southeast Asia’s largest private healthcare groups with 14 hospitals and more than 90 specialist clinics.',
        { h: 'Key features' },
        {
          ul: [
            'Merger implemented by a court-sanctioned scheme of arrangement',
            'Cash-and-share consideration with a mix-and-match election for shareholders',
            'Clearances from healthcare regulators and competition authorities',
            'Integration of clinical governance and data protection frameworks',
          ],
        },
        'The scheme was approved by a large majority of shareholders and sanctioned by the High Court.',
      ],
      zh_CN: [
        '本所为Orchid Crest Healthcare与Solace Medical Group的合并提供法律服务。合并后的集团拥有14家医院和90余家专科诊所，成为东南亚规模最大的私立医疗集团之一。',
        { h: '交易要点' },
        {
          ul: [
            '通过经法院批准的安排计划实施合并',
            '现金加股份对价，股东可选择不同对价组合',
            '取得医疗监管机构及竞争主管机构的批准',
            '整合临床治理及数据保护体系',
          ],
        },
        '该安排计划获股东以压倒性多数通过，并经高等法院批准。',
      ],
    },
  },
  {
    catalog: 'corporate',
    daysAgo: 301,
    views: 812,
    cover: 'network:2',
    title: {
      en_US: 'Lingfeng New Energy’s battery materials joint venture in Indonesia',
      zh_CN: '凌峰新能源在印度尼西亚设立电池材料合资企业',
    },
    note: {
      en_US: 'We advised Lingfeng New Energy on a US$600 million joint venture structured through Singapore.',
      zh_CN: '本所为凌峰新能源通过新加坡架构设立总投资6亿美元的合资企业提供法律服务。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers advised Lingfeng New Energy, a Chinese battery materials manufacturer, on its US$600 million joint venture with an Indonesian mining group to build a nickel processing plant.',
        { h: 'Our role' },
        {
          ul: [
            'Structuring the joint venture through a Singapore holding company',
            'Negotiating the shareholders’ agreement, offtake and technology licence',
            'SIAC arbitration clauses across the transaction documents',
            'Coordinating Indonesian counsel on licensing and land matters',
          ],
        },
        'The team was led from Shanghai by Zhou Wenhao and Wang Haoyu, working with Daniel Koh in Singapore.',
      ],
      zh_CN: [
        '港滨律师事务所为中国电池材料生产商凌峰新能源与一家印度尼西亚矿业集团设立总投资6亿美元的合资企业、建设镍加工厂提供法律服务。',
        { h: '本所工作' },
        {
          ul: [
            '通过新加坡控股公司搭建合资架构',
            '谈判股东协议、包销协议及技术许可协议',
            '在全部交易文件中设计新加坡国际仲裁中心仲裁条款',
            '协调印度尼西亚律师处理许可证及土地事宜',
          ],
        },
        '项目由上海代表处的周文浩和王浩宇牵头，并与新加坡办公室的许伟杰协同合作。',
      ],
    },
  },
  {
    catalog: 'private-equity',
    daysAgo: 58,
    views: 594,
    cover: 'arcs:2',
    title: {
      en_US: 'Saltmarsh Capital leads US$85 million Series C in Vemo Finance',
      zh_CN: 'Saltmarsh Capital领投Vemo Finance 8,500万美元C轮融资',
    },
    note: {
      en_US: 'We advised the lead investor in the Series C round of a Vietnamese digital lending platform.',
      zh_CN: '本所为一家越南数字借贷平台C轮融资的领投方提供法律服务。',
    },
    body: {
      en_US: [
        'We advised Saltmarsh Capital Partners on its lead investment in the US$85 million Series C round of Vemo Finance, a digital lending platform serving small businesses in Vietnam.',
        { h: 'Highlights' },
        {
          ul: [
            'Investment into the Singapore holding company of the group',
            'Negotiation of investor protections, including board rights and anti-dilution',
            'Regulatory due diligence on lending and payment licences',
            'Data protection review across Singapore and Vietnam',
          ],
        },
        'Sarah Lim advised on regulatory and data matters alongside the corporate team.',
      ],
      zh_CN: [
        '本所为Saltmarsh Capital Partners领投Vemo Finance的8,500万美元C轮融资提供法律服务。Vemo Finance是一家服务越南小微企业的数字借贷平台。',
        { h: '交易亮点' },
        {
          ul: [
            '投资于该集团的新加坡控股公司',
            '谈判投资者保护条款，包括董事会席位及反稀释权利',
            '就借贷及支付牌照开展监管尽职调查',
            '对新加坡及越南两地的数据保护合规情况进行审查',
          ],
        },
        '林慧敏与公司业务团队协作，就监管及数据事宜提供法律意见。',
      ],
    },
  },
  {
    catalog: 'private-equity',
    daysAgo: 366,
    views: 430,
    cover: 'bands:0',
    title: {
      en_US: 'Ardent Peak Capital exits Scholaris Learning',
      zh_CN: 'Ardent Peak Capital退出Scholaris Learning',
    },
    note: {
      en_US: 'We advised Ardent Peak Capital on the sale of its stake in a Singapore education technology group.',
      zh_CN: '本所为Ardent Peak Capital出售其所持一家新加坡教育科技集团的股权提供法律服务。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers advised Ardent Peak Capital on the sale of its majority stake in Scholaris Learning, a Singapore-headquartered education technology group, to a strategic buyer.',
        'The sale was run as a competitive auction process with a locked-box price mechanism and a clean exit for the seller supported by warranty and indemnity insurance.',
        { h: 'Our team' },
        'The team was led by Daniel Koh with Chua Li Ting and Goh Shu Wen, with employment advice from Arjun Krishnan on the management incentive plan.',
      ],
      zh_CN: [
        '港滨律师事务所为Ardent Peak Capital向一家战略投资者出售其所持总部位于新加坡的教育科技集团Scholaris Learning的控股权提供法律服务。',
        '本次出售采用竞争性拍卖程序及锁箱定价机制，并借助陈述与保证保险实现卖方的干净退出。',
        { h: '项目团队' },
        '项目由许伟杰牵头，蔡丽婷和吴淑雯参与，阿尔琼·克里希南就管理层激励计划提供劳动法意见。',
      ],
    },
  },
  {
    catalog: 'arbitration',
    daysAgo: 210,
    views: 1566,
    top: true,
    cover: 'columns:0',
    title: {
      en_US: 'US$310 million award for an Asian utility in a SIAC arbitration',
      zh_CN: '为一家亚洲公用事业公司在新加坡国际仲裁中心仲裁中赢得3.1亿美元裁决',
      zh_HK: '為一家亞洲公用事業公司在新加坡國際仲裁中心仲裁中取得3.1億美元裁決',
      ms_MY: 'Award AS$310 juta untuk syarikat utiliti Asia dalam timbang tara SIAC',
      ar_AE: 'حكم تحكيم بقيمة 310 ملايين دولار أمريكي لصالح شركة مرافق آسيوية أمام مركز سنغافورة للتحكيم الدولي',
    },
    note: {
      en_US: 'The tribunal upheld our client’s claims for delay and defects in the construction of a power plant.',
      zh_CN: '仲裁庭支持了我方客户就电厂建设延误及缺陷提出的索赔。',
      zh_HK: '仲裁庭支持我方客戶就發電廠建造延誤及缺陷提出的申索。',
      ms_MY: 'Tribunal menerima tuntutan klien kami atas kelewatan dan kecacatan dalam pembinaan sebuah loji janakuasa.',
      ar_AE: 'أيّدت هيئة التحكيم مطالبات موكّلنا عن التأخير والعيوب في إنشاء محطة لتوليد الكهرباء.',
    },
    body: {
      en_US: [
        'We represented a Southeast Asian power utility in a SIAC arbitration against the EPC contractor of a 1,200 MW combined-cycle power plant. The tribunal awarded our client US$310 million in liquidated damages, defect rectification costs and interest, and dismissed the contractor’s counterclaims.',
        { h: 'The issues' },
        {
          ul: [
            'Responsibility for more than 14 months of delay to commercial operation',
            'Whether performance guarantees had been met at testing',
            'Extensions of time and variation claims under a FIDIC-based contract',
          ],
        },
        'The ten-day hearing in Singapore involved more than a dozen factual and expert witnesses.',
        { h: 'Our team' },
        'The team was led by Priya Ramanathan, with Jonathan Cheung and Chen Yiran.',
      ],
      zh_CN: [
        '本所代表一家东南亚电力公用事业公司，在新加坡国际仲裁中心对一座1,200兆瓦联合循环电厂的工程总承包商提起仲裁。仲裁庭裁决向我方客户支付3.1亿美元，包括误期损害赔偿、缺陷修复费用及利息，并驳回了承包商的全部反请求。',
        { h: '争议焦点' },
        {
          ul: ['商业运营延误逾14个月的责任归属', '性能测试中是否满足性能保证指标', '基于FIDIC合同条件的工期延长及变更索赔'],
        },
        '在新加坡进行的为期十天的庭审中，十余名事实证人及专家证人出庭作证。',
        { h: '项目团队' },
        '团队由普丽娅·拉马纳坦领导，张浩明和陈亦然共同参与。',
      ],
      zh_HK: [
        '本行代表一家東南亞電力公用事業公司，在新加坡國際仲裁中心對一座1,200兆瓦聯合循環發電廠的設計、採購及施工總承包商提出仲裁。仲裁庭裁定我方客戶獲賠3.1億美元，包括違約賠償金、修補缺陷費用及利息，並駁回承包商的所有反申索。',
        { h: '爭議焦點' },
        { ul: ['商業營運延誤逾14個月的責任誰屬', '測試時是否達到性能保證', '根據以FIDIC為藍本的合約提出的延長工期及變更申索'] },
        '在新加坡進行的十日聆訊中，十多名事實證人及專家證人出庭作供。',
        { h: '本行團隊' },
        '團隊由普麗婭·拉馬納坦帶領，張浩明及陳亦然參與。',
      ],
      ms_MY: [
        'Kami mewakili sebuah syarikat utiliti elektrik Asia Tenggara dalam timbang tara SIAC terhadap kontraktor EPC bagi loji janakuasa kitaran gabungan 1,200 MW. Tribunal memberikan award sebanyak AS$310 juta kepada klien kami, merangkumi ganti rugi tertentu dan ditetapkan, kos membaiki kecacatan dan faedah, serta menolak tuntutan balas kontraktor.',
        { h: 'Isu-isu' },
        {
          ul: [
            'Tanggungjawab bagi kelewatan lebih 14 bulan untuk memulakan operasi komersial',
            'Sama ada jaminan prestasi telah dipenuhi semasa ujian',
            'Tuntutan lanjutan masa dan perubahan di bawah kontrak berasaskan FIDIC',
          ],
        },
        'Pendengaran selama sepuluh hari di Singapura melibatkan lebih sedozen saksi fakta dan saksi pakar.',
        { h: 'Pasukan kami' },
        'Pasukan ini diketuai oleh Priya Ramanathan, bersama Jonathan Cheung dan Chen Yiran.',
      ],
      ar_AE: [
        'مثّلنا شركة مرافق كهرباء من جنوب شرق آسيا في تحكيم أمام مركز سنغافورة للتحكيم الدولي ضد مقاول الهندسة والتوريد والإنشاء لمحطة كهرباء بنظام الدورة المركّبة بقدرة 1,200 ميغاواط. وقضت هيئة التحكيم لموكّلنا بمبلغ 310 ملايين دولار أمريكي تعويضًا اتفاقيًا عن التأخير وتكاليف إصلاح العيوب والفوائد، ورفضت الطلبات المقابلة للمقاول.',
        { h: 'المسائل محل النزاع' },
        {
          ul: [
            'المسؤولية عن تأخير التشغيل التجاري لأكثر من 14 شهرًا',
            'مدى تحقيق ضمانات الأداء في الاختبارات',
            'مطالبات تمديد المدة والأوامر التغييرية بموجب عقد مبني على نماذج فيديك',
          ],
        },
        'واستمعت الهيئة خلال جلسات امتدت عشرة أيام في سنغافورة إلى أكثر من اثني عشر شاهدًا من شهود الوقائع والخبراء.',
        { h: 'فريق العمل' },
        'قادت الفريق بريا راماناثان، بمشاركة جوناثان تشيونغ وتشن يي ران.',
      ],
    },
  },
  {
    catalog: 'arbitration',
    daysAgo: 95,
    views: 388,
    cover: 'harbour:2',
    title: {
      en_US: 'Jadeline Shipping succeeds in a time charter arbitration',
      zh_CN: 'Jadeline Shipping在定期租船合同仲裁中胜诉',
      ms_MY: 'Jadeline Shipping berjaya dalam timbang tara perjanjian sewa masa',
    },
    note: {
      en_US: 'We acted for a Hong Kong shipowner in an SCMA arbitration over the early redelivery of a vessel.',
      zh_CN: '本所代表一家香港船东处理一宗关于船舶提前还船的新加坡海事仲裁院仲裁。',
      ms_MY:
        'Kami bertindak bagi pemilik kapal Hong Kong dalam timbang tara SCMA berhubung penyerahan semula kapal lebih awal daripada tempoh sewa.',
    },
    body: {
      en_US: [
        'We acted for Jadeline Shipping, a Hong Kong shipowner, in an arbitration under the SCMA Rules against a charterer that redelivered a Supramax bulk carrier two years early under a long-term time charter.',
        'The tribunal found that the charterer had repudiated the charter and awarded our client damages for the loss of hire over the remaining period, less what it earned from re-employing the vessel in the market.',
        { h: 'Our team' },
        'The matter was led by Ahmad Faizal bin Rahman in Singapore with Chen Yiran in Shanghai.',
      ],
      zh_CN: [
        '本所代表香港船东Jadeline Shipping，依据新加坡海事仲裁院规则对一名租船人提起仲裁。该租船人在长期定期租船合同下提前两年交还一艘超灵便型散货船。',
        '仲裁庭认定租船人构成毁约，裁决其赔偿我方客户在剩余租期内的租金损失，并扣除船舶重新投入市场所获得的收入。',
        { h: '项目团队' },
        '案件由新加坡办公室的艾哈迈德·费萨尔牵头，上海代表处的陈亦然共同参与。',
      ],
      ms_MY: [
        'Kami bertindak bagi Jadeline Shipping, pemilik kapal dari Hong Kong, dalam timbang tara di bawah Kaedah SCMA terhadap penyewa kapal yang menyerahkan semula sebuah kapal pukal Supramax dua tahun lebih awal di bawah perjanjian sewa masa jangka panjang.',
        'Tribunal memutuskan bahawa penyewa kapal telah menolak perjanjian sewa itu, lalu memberikan award ganti rugi kepada klien kami bagi kehilangan sewa untuk baki tempoh sewaan, setelah ditolak pendapatan yang diperoleh dengan menyewakan semula kapal itu di pasaran.',
        { h: 'Pasukan kami' },
        'Perkara ini diketuai oleh Ahmad Faizal bin Rahman di Singapura bersama Chen Yiran di Shanghai.',
      ],
    },
  },
  {
    catalog: 'arbitration',
    daysAgo: 455,
    views: 507,
    cover: 'arcs:0',
    title: {
      en_US: 'Enforcing an HKIAC award in Hong Kong and mainland China',
      zh_CN: '在香港及中国内地执行香港国际仲裁中心仲裁裁决',
      zh_HK: '在香港及中國內地執行香港國際仲裁中心仲裁裁決',
    },
    note: {
      en_US: 'We obtained leave to enforce an award for a Singapore commodities trader and coordinated enforcement on the mainland.',
      zh_CN: '本所为一家新加坡大宗商品贸易商取得执行仲裁裁决的许可，并协调在内地的执行工作。',
      zh_HK: '本行為一家新加坡商品貿易商取得執行裁決的許可，並協調在內地的執行程序。',
    },
    body: {
      en_US: [
        'We acted for a Singapore commodities trader in enforcing a US$42 million HKIAC award against a buyer that failed to pay for cargoes of iron ore.',
        { h: 'What we did' },
        {
          ul: [
            'Obtained leave to enforce the award in Hong Kong and resisted the buyer’s application to set it aside',
            'Secured a freezing order over assets held in Hong Kong',
            'Coordinated with PRC counsel on recognition and enforcement of the award in mainland China',
          ],
        },
        'Our client recovered the full amount of the award with interest. Jonathan Cheung led the matter with Kelvin Chan.',
      ],
      zh_CN: [
        '本所代表一家新加坡大宗商品贸易商，针对一名未支付铁矿石货款的买方执行一项金额为4,200万美元的香港国际仲裁中心仲裁裁决。',
        { h: '本所工作' },
        {
          ul: [
            '在香港取得执行裁决的许可，并成功驳回买方撤销裁决的申请',
            '取得针对买方在香港资产的冻结令',
            '与中国律师协作，推进裁决在中国内地的认可与执行',
          ],
        },
        '我方客户最终全额收回裁决款项及利息。案件由张浩明牵头，陈俊杰参与。',
      ],
      zh_HK: [
        '本行代表一家新加坡商品貿易商，針對一名未有支付鐵礦石貨款的買家，執行一項涉及4,200萬美元的香港國際仲裁中心仲裁裁決。',
        { h: '本行工作' },
        {
          ul: [
            '在香港取得強制執行裁決的許可，並成功反對買家要求撤銷執行令的申請',
            '就買家在香港持有的資產取得凍結令',
            '與中國內地律師合作，推進裁決在內地的認可及執行',
          ],
        },
        '客戶最終全數收回裁決款項連利息。案件由張浩明帶領，陳俊傑參與。',
      ],
    },
  },
  {
    catalog: 'litigation',
    daysAgo: 160,
    views: 476,
    cover: 'columns:2',
    title: {
      en_US: 'Minority shareholder wins oppression claim in the High Court',
      zh_CN: '小股东在高等法院赢得受压迫救济诉讼',
    },
    note: {
      en_US: 'The court ordered the majority to buy out our client’s shares at a fair value without a minority discount.',
      zh_CN: '法院判令多数股东以不扣除少数股权折让的公允价值收购我方客户的股份。',
    },
    body: {
      en_US: [
        'We represented a minority shareholder of a family-owned food manufacturing group in a claim under section 216 of the Companies Act 1967. Our client had been excluded from management and denied information after a family dispute.',
        'The High Court found that the affairs of the company had been conducted in a manner that was commercially unfair to our client. It ordered the majority shareholders to buy out our client’s 30% stake at a value determined by an independent valuer, without any discount for the minority holding.',
        { h: 'Our team' },
        'Arjun Krishnan acted with partner Priya Ramanathan.',
      ],
      zh_CN: [
        '本所代表一家家族食品制造集团的小股东，依据《1967年公司法》第216条提起诉讼。家族纠纷发生后，我方客户被排除在管理层之外，且无法获取公司信息。',
        '高等法院认定公司事务的处理方式对我方客户构成商业上的不公平，判令多数股东按独立估值师确定的价值收购我方客户所持30%的股份，且不得扣除少数股权折让。',
        { h: '项目团队' },
        '阿尔琼·克里希南与合伙人普丽娅·拉马纳坦共同代理本案。',
      ],
    },
  },
  {
    catalog: 'litigation',
    daysAgo: 389,
    views: 361,
    cover: 'columns:1',
    title: {
      en_US: 'Private bank defeats misrepresentation claims in the SICC',
      zh_CN: '一家私人银行在新加坡国际商业法庭胜诉',
    },
    note: {
      en_US: 'The Singapore International Commercial Court dismissed claims of over US$60 million relating to structured products.',
      zh_CN: '新加坡国际商业法庭驳回了涉及结构性产品、金额逾6,000万美元的索赔。',
    },
    body: {
      en_US: [
        'We defended a private bank against claims by a group of investment holding companies that alleged they had been misled into buying structured notes that lost value during market volatility.',
        'The Singapore International Commercial Court accepted that the risks had been clearly disclosed, that the claimants were sophisticated investors, and that the non-reliance clauses in the account documentation were effective. All claims were dismissed with costs.',
        { h: 'Our team' },
        'The matter was led by Priya Ramanathan with Eleanor Whitmore and Arjun Krishnan.',
      ],
      zh_CN: [
        '本所代表一家私人银行应诉。数家投资控股公司起诉称，其在误导下购买了在市场波动中贬值的结构性票据。',
        '新加坡国际商业法庭认定，相关风险已经清楚披露，原告属于具备专业知识的投资者，且开户文件中的不依赖条款有效，遂驳回全部诉讼请求，并判令原告承担诉讼费用。',
        { h: '项目团队' },
        '案件由普丽娅·拉马纳坦牵头，埃莉诺·惠特莫尔和阿尔琼·克里希南参与。',
      ],
    },
  },
  {
    catalog: 'disputes',
    daysAgo: 268,
    views: 298,
    cover: 'grid:2',
    title: {
      en_US: 'Mediated settlement of a S$140 million construction dispute',
      zh_CN: '通过调解解决一宗1.4亿新元的建设工程争议',
    },
    note: {
      en_US: 'A two-day mediation resolved claims between a developer and its main contractor on a mixed-use development.',
      zh_CN: '为期两天的调解解决了一个综合体项目开发商与总承包商之间的索赔纠纷。',
    },
    body: {
      en_US: [
        'We acted for the developer of a mixed-use project in a dispute with its main contractor over delays, defects and variations worth around S$140 million.',
        'Rather than proceed to a lengthy arbitration, the parties agreed to mediate. Careful preparation, including a joint expert meeting before the mediation, allowed the parties to settle within two days and complete the project.',
        { h: 'Why it worked' },
        {
          ul: [
            'Early agreement on the key technical issues through the experts',
            'Senior decision-makers from both sides at the table',
            'A settlement agreement drafted to be enforceable under the Singapore Convention on Mediation',
          ],
        },
      ],
      zh_CN: [
        '本所代表一个综合体项目的开发商，处理其与总承包商之间涉及工期延误、工程缺陷及变更、金额约1.4亿新元的争议。',
        '双方没有进入耗时的仲裁程序，而是同意进行调解。经过周密准备，包括在调解前召开联合专家会议，双方在两天内达成和解，项目得以顺利完工。',
        { h: '成功要素' },
        {
          ul: ['通过专家尽早就关键技术问题达成共识', '双方高层决策者亲自参与调解', '和解协议的起草确保其可依据《新加坡调解公约》获得执行'],
        },
      ],
    },
  },
  {
    catalog: 'capital-markets',
    daysAgo: 36,
    views: 1189,
    top: true,
    cover: 'skyline:4',
    title: {
      en_US: 'S$620 million IPO of Evermark Industrial REIT on the SGX Main Board',
      zh_CN: 'Evermark Industrial REIT在新加坡交易所主板首次公开发行，募资6.2亿新元',
    },
    note: {
      en_US: 'We advised the REIT manager and sponsor on one of the largest REIT listings in Singapore this year.',
      zh_CN: '本所为该房地产投资信托的管理人及发起人提供法律服务，该项目是新加坡今年规模最大的房地产投资信托上市项目之一。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers advised the manager and the sponsor of Evermark Industrial REIT on its S$620 million initial public offering and listing on the Main Board of the Singapore Exchange.',
        { h: 'The offering' },
        {
          ul: [
            'A portfolio of 18 logistics and high-specification industrial properties in Singapore and Australia',
            'Cornerstone investments from institutional investors',
            'Concurrent acquisition of the initial portfolio from the sponsor',
          ],
        },
        { h: 'Our team' },
        'The team was led by Daniel Koh with Goh Shu Wen, with real estate advice from Nicholas Tay.',
      ],
      zh_CN: [
        '港滨律师事务所为Evermark Industrial REIT的管理人及发起人就其6.2亿新元首次公开发行并在新加坡交易所主板上市提供法律服务。',
        { h: '发行概况' },
        {
          ul: [
            '资产组合包括位于新加坡和澳大利亚的18项物流及高规格工业物业',
            '引入多家机构投资者作为基石投资者',
            '上市同时向发起人收购初始资产组合',
          ],
        },
        { h: '项目团队' },
        '项目由许伟杰牵头，吴淑雯参与，郑志宏提供房地产法律意见。',
      ],
    },
  },
  {
    catalog: 'capital-markets',
    daysAgo: 187,
    views: 802,
    cover: 'grid:3',
    title: {
      en_US: 'Qingyun Smart Manufacturing lists on the Hong Kong Stock Exchange',
      zh_CN: '青云智造在香港联合交易所上市',
      zh_HK: '青雲智造在香港聯合交易所上市',
      ar_AE: 'إدراج تشينغيون للتصنيع الذكي في بورصة هونغ كونغ',
    },
    note: {
      en_US: 'We advised the issuer on its HK$2.8 billion Main Board IPO.',
      zh_CN: '本所为发行人28亿港元主板首次公开发行提供法律服务。',
      zh_HK: '本行擔任發行人28億港元主板首次公開招股的法律顧問。',
      ar_AE: 'قدّمنا المشورة للجهة المُصدِرة في طرحها العام الأولي بقيمة 2.8 مليار دولار هونغ كونغي في السوق الرئيسية.',
    },
    body: {
      en_US: [
        'We acted as Hong Kong counsel to Qingyun Smart Manufacturing, a maker of industrial robotics and automation systems, on its HK$2.8 billion initial public offering and listing on the Main Board of the Hong Kong Stock Exchange.',
        'The offering included a Hong Kong public offering and an international placing, with cornerstone investors from Asia and the Middle East.',
        { h: 'Our team' },
        'The team was led by Catherine Wong with Michelle Ho in Hong Kong, supported by Sun Jiayi in Shanghai.',
      ],
      zh_CN: [
        '本所担任工业机器人及自动化系统制造商青云智造的香港法律顾问，协助其完成28亿港元首次公开发行并在香港联合交易所主板上市。',
        '本次发行包括香港公开发售及国际配售，并引入了来自亚洲及中东的基石投资者。',
        { h: '项目团队' },
        '项目由香港办公室的黄嘉欣牵头，何婉婷参与，上海代表处的孙佳怡提供支持。',
      ],
      zh_HK: [
        '本行擔任工業機械人及自動化系統製造商青雲智造的香港法律顧問，協助其以28億港元首次公開招股，並在香港聯合交易所主板上市。',
        '是次發售包括香港公開發售及國際配售，並引入來自亞洲及中東的基石投資者。',
        { h: '本行團隊' },
        '團隊由香港辦事處的黃嘉欣帶領，何婉婷參與，並由上海代表處的孫佳怡提供支援。',
      ],
      ar_AE: [
        'عمل المكتب مستشارًا قانونيًا في قانون هونغ كونغ لشركة تشينغيون للتصنيع الذكي، المصنّعة للروبوتات الصناعية وأنظمة الأتمتة، في طرحها العام الأولي بقيمة 2.8 مليار دولار هونغ كونغي وإدراجها في السوق الرئيسية لبورصة هونغ كونغ.',
        'وشمل الطرح اكتتابًا عامًا في هونغ كونغ وطرحًا دوليًا للمؤسسات، بمشاركة مستثمرين رئيسيين من آسيا والشرق الأوسط.',
        { h: 'فريق العمل' },
        'قادت الفريق كاثرين وونغ بمشاركة ميشيل هو من مكتب هونغ كونغ، وبدعم من سون جيا يي من مكتب شنغهاي.',
      ],
    },
  },
  {
    catalog: 'restructuring',
    daysAgo: 84,
    views: 702,
    cover: 'harbour:3',
    title: {
      en_US: 'US$450 million restructuring of Pelagia Offshore Group',
      zh_CN: 'Pelagia Offshore Group完成4.5亿美元债务重组',
    },
    note: {
      en_US: 'We advised the company on schemes of arrangement and super-priority rescue financing under Singapore law.',
      zh_CN: '本所就依据新加坡法律进行的安排计划及超级优先权拯救融资为该公司提供法律服务。',
    },
    body: {
      en_US: [
        'Harbourfront Chambers advised Pelagia Offshore Group, an offshore marine services provider, on the restructuring of US$450 million of bonds and bank debt.',
        { h: 'Key steps' },
        {
          ol: [
            'A moratorium protecting the company and its principal subsidiaries while the restructuring was negotiated',
            'Court-approved rescue financing with super-priority to fund operations',
            'Schemes of arrangement for bondholders and bank lenders, with a cross-class cram-down',
            'Recognition of the schemes in the United States under Chapter 15',
          ],
        },
        'The restructuring preserved more than 1,500 jobs. The team was led by Marcus Lee and Eleanor Whitmore.',
      ],
      zh_CN: [
        '港滨律师事务所为离岸海洋服务商Pelagia Offshore Group重组4.5亿美元债券及银行债务提供法律服务。',
        { h: '主要步骤' },
        {
          ol: [
            '在重组谈判期间取得暂停令，保护公司及其主要子公司',
            '取得经法院批准、享有超级优先权的拯救融资，以维持公司运营',
            '分别针对债券持有人及银行贷款人实施安排计划，并适用跨组别强制批准',
            '依据美国破产法第15章在美国取得对安排计划的承认',
          ],
        },
        '此次重组保住了1,500多个工作岗位。项目由李俊豪和埃莉诺·惠特莫尔牵头。',
      ],
    },
  },
  {
    catalog: 'restructuring',
    daysAgo: 510,
    views: 344,
    cover: 'bands:3',
    title: {
      en_US: 'Judicial management of Larkspur Land',
    },
    note: {
      en_US: 'We acted for the judicial managers of a property developer in completing its projects and selling its assets.',
    },
    body: {
      en_US: [
        'We acted for the judicial managers of Larkspur Land, a mid-sized property developer, after it was placed under judicial management with two residential projects under construction.',
        { h: 'Our role' },
        {
          ul: [
            'Advising on the continuation of construction contracts and the protection of purchasers’ deposits',
            'Running a sale process for the company’s commercial properties',
            'Adjudicating creditors’ claims and distributing proceeds',
          ],
        },
        'Both residential projects were completed and handed over to purchasers. Eleanor Whitmore led the matter with Nicholas Tay.',
      ],
    },
  },
];
