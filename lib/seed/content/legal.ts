import type { Block, Translated } from './html';

export interface LegalDocumentDef {
  name: 'privacy' | 'term-condition';
  title: Translated<string>;
  content: Translated<Block[]>;
}

export const legalDocuments: LegalDocumentDef[] = [
  {
    name: 'privacy',
    title: { en_US: 'Privacy Policy', zh_CN: '隐私政策' },
    content: {
      en_US: [
        'Harbourfront Chambers LLP (“we”, “us”) respects your privacy. This policy explains how we collect, use and disclose personal data through this website, in accordance with Singapore’s Personal Data Protection Act 2012 (PDPA).',
        { h: 'Personal data we collect' },
        {
          ul: [
            'Information you give us through the contact form: your name, e-mail address, telephone number and message',
            'Technical information sent by your browser, such as IP address, browser type and the pages you visit',
            'Your language preference, stored in a cookie and in your browser’s local storage',
          ],
        },
        { h: 'How we use it' },
        {
          ul: [
            'To respond to your enquiry; we aim to reply within one to two working days',
            'To run conflict checks before we accept any instructions',
            'To keep this website secure and to understand how it is used',
            'To comply with our legal and professional obligations',
          ],
        },
        'We do not sell personal data, and we do not use it for marketing unless you have given your consent.',
        { h: 'Disclosure and transfers' },
        'We may share personal data with our offices in Hong Kong and Shanghai and with service providers who support our website and IT systems, under contracts that require them to protect it. Where personal data is transferred outside Singapore, we take steps to ensure that it receives a standard of protection comparable to that under the PDPA.',
        { h: 'Retention and security' },
        'We keep personal data only for as long as it is needed for the purposes above or required by law, and we protect it with reasonable administrative, physical and technical safeguards.',
        { h: 'Your rights' },
        'You may ask to access or correct your personal data, or withdraw your consent to its use, by writing to our Data Protection Officer at dpo@harbourfront.example. We will respond within the time required by the PDPA.',
      ],
      zh_CN: [
        '港滨律师事务所（以下简称“本所”或“我们”）尊重您的隐私。本政策依据新加坡《2012年个人资料保护法》（PDPA），说明我们如何通过本网站收集、使用及披露个人资料。',
        { h: '我们收集的个人资料' },
        {
          ul: [
            '您通过联系表单提供的信息：姓名、电子邮箱、电话号码及留言内容',
            '您的浏览器发送的技术信息，如IP地址、浏览器类型及访问的页面',
            '您的语言偏好，保存在Cookie及浏览器本地存储中',
          ],
        },
        { h: '我们如何使用' },
        {
          ul: [
            '回复您的咨询；我们力求在一至两个工作日内答复',
            '在接受任何委托之前进行利益冲突审查',
            '维护本网站安全并了解网站的使用情况',
            '履行我们的法律及职业义务',
          ],
        },
        '我们不会出售个人资料；未经您同意，亦不会将其用于营销目的。',
        { h: '披露与跨境传输' },
        '我们可能与本所香港及上海办公室，以及为本网站和信息系统提供支持的服务商共享个人资料，并通过合同要求其妥善保护。如个人资料被传输至新加坡境外，我们将采取措施确保其获得与PDPA相当的保护水平。',
        { h: '保存期限与安全' },
        '我们仅在实现上述目的所需或法律要求的期限内保存个人资料，并采取合理的管理、物理及技术措施加以保护。',
        { h: '您的权利' },
        '如需查阅或更正您的个人资料，或撤回对其使用的同意，请致函本所数据保护官：dpo@harbourfront.example。我们将在PDPA规定的期限内予以答复。',
      ],
    },
  },
  {
    name: 'term-condition',
    title: { en_US: 'Terms and Conditions', zh_CN: '使用条款' },
    content: {
      en_US: [
        'These terms apply to your use of the website of Harbourfront Chambers LLP, a limited liability law practice registered in Singapore. By using this website you accept them.',
        { h: 'No legal advice' },
        'The content of this website, including articles and updates, is provided for general information only. It is not legal advice and should not be relied on as such. You should obtain specific advice before acting on any matter.',
        { h: 'No solicitor–client relationship' },
        'Using this website or sending us a message does not create a solicitor–client relationship. Please do not send confidential information until we have confirmed that we can act for you.',
        { h: 'Intellectual property' },
        'The content of this website belongs to Harbourfront Chambers LLP or its licensors. You may view and print it for your own non-commercial use, but you may not reproduce it for other purposes without our written permission.',
        { h: 'Links and availability' },
        'Links to other websites are provided for convenience; we are not responsible for their content. We do not guarantee that this website will be available without interruption or free of errors.',
        { h: 'Personal data' },
        'Our Privacy Policy explains how we handle personal data in accordance with the Personal Data Protection Act 2012.',
        { h: 'Governing law' },
        'These terms are governed by the laws of Singapore, and the courts of Singapore have exclusive jurisdiction over any dispute arising from them.',
      ],
      zh_CN: [
        '本条款适用于您对港滨律师事务所（一家在新加坡注册的有限责任律师事务所）网站的使用。使用本网站即表示您接受本条款。',
        { h: '不构成法律意见' },
        '本网站内容（包括文章及法律快讯）仅供一般参考，不构成法律意见，亦不应作为法律意见加以依赖。在就任何事项采取行动之前，您应当寻求具体的专业意见。',
        { h: '不构成委托关系' },
        '使用本网站或向我们发送信息并不因此建立律师与客户之间的委托关系。在我们确认可以接受您的委托之前，请勿发送任何机密信息。',
        { h: '知识产权' },
        '本网站内容归港滨律师事务所或其许可方所有。您可以为个人非商业用途浏览和打印，但未经本所书面许可，不得为其他目的复制。',
        { h: '链接与网站可用性' },
        '本网站提供的其他网站链接仅为方便访问，本所不对其内容负责。本所不保证本网站持续可用或没有错误。',
        { h: '个人资料' },
        '本所的隐私政策说明了我们如何依据《2012年个人资料保护法》处理个人资料。',
        { h: '适用法律' },
        '本条款受新加坡法律管辖，因本条款产生的任何争议由新加坡法院专属管辖。',
      ],
    },
  },
];
