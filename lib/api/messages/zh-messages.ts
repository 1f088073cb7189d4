/**
 * The Chinese of every API message, keyed by its English template: the text the code throws, with
 * `{name}` for each value. Adding a message is one line here. In a Chinese message, `{field}`
 * becomes the field's label, `{what}` a noun and `{lang}` a language name (zh-terms.ts); a message
 * about a field starts with its label and a full-width colon, as the English starts with its key.
 * tests/unit/api-messages.test.ts lists every template thrown in lib/ that has no line here.
 */
export const zhMessages: Record<string, string> = {
  // Not found, signed out, not allowed
  '{what} not found': '未找到{what}',
  '{what} {id} not found': '未找到{what} {id}',
  'No API call {method} {path}': '没有此 API 调用：{method} {path}',
  'Please sign in': '请先登录',
  'Your session has expired; please sign in again': '登录已过期，请重新登录',
  'You do not have permission to do this': '您没有执行此操作的权限',
  'Only an administrator can manage staff accounts': '只有管理员可以管理员工账号',
  'Only an administrator can change the publishing rules': '只有管理员可以修改发布规则',
  'Only an administrator can change the language settings': '只有管理员可以修改语言设置',

  // Editorial workflow
  'Approval is required: an administrator publishes, schedules, unpublishes and deletes published content':
    '发布需经审核：发布、排期、下线以及删除已发布内容由管理员操作',
  'Approval is required: an administrator must make this change': '发布需经审核：此项更改须由管理员操作',
  '{field}: someone else saved this version meanwhile (now version {version}); reload it':
    '{field}：其他人已保存了此版本（当前为第 {version} 版），请重新加载',
  '{field} is required to schedule': '排期发布需要填写{field}',
  '{field} must be later than publishAt': '{field}必须晚于发布时间',
  '{field} must be in the future': '{field}必须是将来的时间',

  // Sign-in, passwords, staff
  'Incorrect account or password': '账号或密码错误',
  'Too many failed sign-in attempts. Please try again in 15 minutes.': '登录失败次数过多，请 15 分钟后再试。',
  'Too many Web Vitals reports from this client; please try again in a minute': '此客户端发送的网站速度报告过多，请一分钟后再试',
  '{field} is incorrect': '{field}不正确',
  'loginAccount {account} is already taken': '登录账号 {account} 已被使用',
  '{field}: there is no role {roleId}': '{field}：角色 {roleId} 不存在',
  '{field}: you cannot disable your own account': '{field}：不能停用自己的账号',
  '{field}: you cannot remove your own administrator role': '{field}：不能取消自己的管理员角色',
  'A translator translates and sends work to review; an editor or administrator makes this change':
    '译者负责翻译并提交审核；此项更改须由编辑或管理员操作',
  'A translator changes only versions in the languages their account names': '译者只能修改其账号所列语言的版本',
  '{field}: choose the languages this translator translates into': '{field}：请选择该译者负责的翻译语言',
  '{field}: {code} is not a language this site serves': '{field}：本网站未提供 {code} 语言',
  '{field}: {code} is the source language; translators translate from it': '{field}：{code} 是源语言，译者以它为原文进行翻译',

  // Contact form
  'You have sent several messages in a short time. Please try again in 10 minutes.': '您在短时间内发送了多条留言，请 10 分钟后再试。',
  'You have sent several requests in a short time. Please try again in a minute.': '您在短时间内提交了多次请求，请一分钟后再试。',
  'This confirmation link has already been used': '此确认链接已使用过',
  'This address unsubscribed after the link was sent; please subscribe again': '此链接发出后，该地址已退订；请重新订阅',
  'Your account has no e-mail address (email): set yours, then send the test again':
    '您的账号没有电子邮箱地址（email）：请先设置，再发送测试邮件',
  'Your e-mail address (email) is not confirmed: enter the code mailed to it, then send the test again':
    '您的邮箱地址（email）尚未确认：请输入发送到该邮箱的验证码，再发送测试邮件',
  'You have sent 10 test e-mails in the last 24 hours, the most allowed; please try again later':
    '过去 24 小时内您已发送 10 封测试邮件，已达上限，请稍后再试',
  'No mail server is set (SMTP_URL), so no code can be mailed to confirm an address':
    '未设置邮件服务器（SMTP_URL），无法发送确认邮箱的验证码',
  'Five codes have been mailed for your account in the last 24 hours; please try again later':
    '过去 24 小时内已为您的账号发送 5 次验证码，请稍后再试',
  'The code could not be mailed to {email}; check the address, or try again shortly': '验证码未能发送至 {email}：请检查地址，或稍后再试',
  'No code is waiting (email): save your address to have one mailed': '没有待确认的验证码（email）：请先保存邮箱，验证码将发送到该邮箱',
  'Too many wrong codes; please try again in 15 minutes': '验证码错误次数过多，请 15 分钟后再试',
  // The public contact form's own words (messages/zh.json Contact.invalidEmail): it puts this one at the field.
  'Please enter a valid email address': '请输入有效的电子邮件地址',

  // Request shape (zod issues are rendered by zod-issue.ts around these)
  'Invalid request': '请求无效',
  'A request body is required': '缺少请求内容',
  'body: malformed JSON': '请求内容：JSON 格式错误',
  'Malformed FormData request. {detail}': '请求内容：表单数据格式错误（{detail}）',
  'Unsupported Media Type': '不支持此类请求内容（Content-Type）',
  '{field} is required': '{field}为必填项',
  '{field}: {problem}': '{field}：{problem}',
  '{field} must be one of {values}': '{field}必须是以下之一：{values}',
  'The request body is larger than {size} MB': '请求内容超过 {size} MB',
  'The request body is larger than {size} KB': '请求内容超过 {size} KB',

  // The schemas' own messages (lib/validation)
  'A year in the future is not allowed': '年份不能晚于今年',
  'contentUrl is required when isLink is 1': '外链文章必须填写外链地址',
  'contentUrl must be an http(s) address when isLink is 1': '外链地址必须是 http(s) 地址',
  'Invalid email address': '邮箱地址无效',
  'Must be whole words of the name in Latin script': '必须是拉丁字母姓名中的完整词语',
  'Each metric may appear only once': '每个指标只能出现一次',
  'Unknown page type': '未知的页面类型',
  'Unknown device class': '未知的设备类型',
  'Use letters, digits and . _ @ - only': '只能使用字母、数字和 . _ @ -',
  'Must be an http(s) address or a path starting with /': '必须是 http(s) 地址或以 / 开头的路径',
  'must not contain NUL characters': '不能包含 NUL 字符',

  // Two-factor sign-in, sessions, password rules
  'Enter the code from your authenticator app or a recovery code': '请输入身份验证器应用中的验证码或一个恢复码',
  'Incorrect or already used code': '验证码错误或已被使用',
  'Set up two-factor sign-in first: the site requires it for every account': '请先设置两步验证登录：本站要求所有账号启用',
  'Turn on your own two-factor sign-in before requiring it of everyone': '请先为自己的账号启用两步验证，再要求所有人启用',
  'Two-factor sign-in is already on; turn it off first to set it up again': '两步验证已启用；如需重新设置，请先关闭',
  'Start the setup first: there is no secret to confirm': '请先开始设置：没有待确认的密钥',
  '{field}: the code is incorrect or has expired': '{field}：验证码错误或已过期',
  'Two-factor sign-in is already off': '两步验证已关闭',
  'give your password or a code': '请输入密码或验证码',
  '{field}: use at least {min} characters': '{field}：至少需要 {min} 个字符',
  '{field}: use at least {min} characters (8 once two-factor sign-in is on)': '{field}：至少需要 {min} 个字符（启用两步验证后为 8 个）',
  '{field}: this password is too common or easy to guess; choose another': '{field}：此密码过于常见或容易猜到，请换一个',

  // Site search
  '{field}: type a word to search for': '{field}：请输入要搜索的词',
  '{field}: at most {max} characters': '{field}：最多 {max} 个字符',
  '{field}: must not contain NUL characters': '{field}：不能包含 NUL 字符',
  '{field}: must be one or more of {kinds}, separated by commas': '{field}：必须是 {kinds} 中的一个或多个，以逗号分隔',

  // Language versions of one item
  '{field}: no {what} has no {no}; create it with POST': '{field}：没有编号为 {no} 的{what}，请先新建',
  '{field}: the request has two {lang} versions of one item': '{field}：同一条目提交了两个{lang}版本',
  '{field}: this item already has a {lang} version (id {id})': '{field}：此条目已有{lang}版本（ID {id}）',
  '{field}: the versions of one item must share one no': '{field}：同一条目的各语言版本必须使用同一编号',
  '{field}: a version is not translated from its own language ({lang})': '{field}：版本不能从自身的语言（{lang}）翻译',
  '{field}: this item has no {lang} version to translate from': '{field}：此条目没有可作为翻译来源的{lang}版本',
  '{field}: this version is an original, not a translation': '{field}：此版本是原文，不是译文',
  '{field}: {lang} appears twice; an item has one version per language': '{field}：{lang}出现了两次，每种语言只能有一个版本',
  'This item already has a {lang} version': '此条目已有{lang}版本',

  // Catalogs, articles, practice areas, lawyers, legal documents
  '{field}: catalog {cataId} does not exist': '{field}：目录 {cataId} 不存在',
  '{field}: catalog {cataId} is a news catalog': '{field}：目录 {cataId} 是新闻目录',
  '{field}: catalog {cataId} is a cases catalog': '{field}：目录 {cataId} 是交易案例目录',
  '{field}: catalog {cataId} is in {catalogLang}, not {lang}': '{field}：目录 {cataId} 属于{catalogLang}，不是{lang}',
  '{field}: catalog {parentId} does not exist': '{field}：目录 {parentId} 不存在',
  '{field}: the parent must be a catalog of the same type and language': '{field}：上级目录必须是同一类型、同一语言的目录',
  '{field}: a catalog cannot be placed under itself or its own sub-catalogs': '{field}：目录不能放在自身或其子目录之下',
  'Catalog {id} still has {count} sub-catalog(s); to change its type or language, move them first':
    '目录 {id} 下还有 {count} 个子目录，请先将其移走再更改类型或语言',
  'Catalog {id} still has {count} article(s); to change its type or language, move them first':
    '目录 {id} 下还有 {count} 篇文章，请先将其移走再更改类型或语言',
  'Catalog {id} still has {count} sub-catalog(s); delete or move them first': '目录 {id} 下还有 {count} 个子目录，请先删除或移走',
  'Catalog {id} still has {count} article(s); delete or move them first': '目录 {id} 下还有 {count} 篇文章，请先删除或移走',
  'sourceId and targetId must have the same parent, type and language; change parentId to move a catalog elsewhere':
    '移动的条目和目标位置必须属于同一上级目录、同一类型和同一语言；要移到别处，请修改上级目录',
  '{field}: must be a practice area of the same language as sourceId': '{field}：必须是与移动的条目同一语言的专业领域',
  '{field}: {ids} do not exist in {lang}': '{field}：{ids} 在{lang}中不存在',
  '{field}: {keys} do not exist': '{field}：{keys} 不存在',
  '{document} appears twice': '{document} 出现了两次',
  '{field} of {name}/{lang} is empty once unsafe markup is removed': '{name}（{lang}）的{field}在移除不安全的标记后为空',

  // XLIFF out and back
  '{field}: the zip expands to more than {size} MB': '{field}：压缩包解压后超过 {size} MB',
  '{field}: the zip holds more than {count} files': '{field}：压缩包内的文件超过 {count} 个',
  '{field}: {name} declares a DOCTYPE or entities, which are refused (no entity is expanded or fetched)':
    '{field}：{name} 含有 DOCTYPE 或实体声明，不予接受（不会展开或获取任何实体）',
  '{field}: {name} is not UTF-8 or UTF-16 text': '{field}：{name} 不是 UTF-8 或 UTF-16 编码的文本',
  '{field}: {name} is not well-formed XML ({detail})': '{field}：{name} 不是格式正确的 XML（{detail}）',
  '{field}: {name} is not an XLIFF file exported by this site': '{field}：{name} 不是本网站导出的 XLIFF 文件',
  '{field}: the zip cannot be read ({detail})': '{field}：无法读取压缩包（{detail}）',
  '{field}: the zip holds no file': '{field}：压缩包内没有文件',
  '{field}: more than {count} items to export at once; choose a language or a kind':
    '{field}：一次导出的条目超过 {count} 项，请选择语言或类型',
  '{field}: nothing to translate in this choice': '{field}：所选范围内没有需要翻译的内容',

  // The glossary
  'Only an administrator can change the glossary': '只有管理员可以修改术语表',
  'The glossary already has the term {term}': '术语表中已有术语“{term}”',
  '{field}: {lang} is the language of the terms themselves': '{field}：{lang}是术语本身的语言，请直接写在术语中',
  '{field}: the site does not serve {lang}': '{field}：本网站未提供{lang}',
  '{field}: a term that is not translated has no renderings': '{field}：标记为“不翻译”的术语不能有译法',
  '{field}: row {row} opens a quote that is never closed': '{field}：第 {row} 行的引号没有闭合',
  '{field}: the header has no {lang} column, which holds the terms': '{field}：标题行缺少存放术语的{lang}列',
  '{field}: column {column} is neither a served language nor doNotTranslate or note':
    '{field}：{column} 列既不是本网站提供的语言，也不是 doNotTranslate 或 note 列',
  '{field}: column {column} appears twice': '{field}：{column} 列出现了两次',
  '{field}: row {row} has more cells than the header has columns ({value})': '{field}：第 {row} 行的单元格多于标题行的 {value} 列',
  '{field}: row {row} has no term in column {column}': '{field}：第 {row} 行的 {column} 列没有术语',
  '{field}: row {row}, column {column} is longer than {value} characters': '{field}：第 {row} 行 {column} 列超过 {value} 个字符',
  '{field}: row {row}, column {column} holds characters that are not UTF-8; save the file as CSV UTF-8':
    '{field}：第 {row} 行 {column} 列含有非 UTF-8 字符，请将文件另存为“CSV UTF-8”格式',
  '{field}: row {row}, column {column} must be 1, 0 or empty': '{field}：第 {row} 行 {column} 列只能填 1、0 或留空',
  '{field}: row {row} is marked doNotTranslate but has a rendering in column {column}':
    '{field}：第 {row} 行标记为不翻译，但 {column} 列填写了译法',
  '{field}: row {row} repeats the term of row {value}': '{field}：第 {row} 行与第 {value} 行的术语重复',
  '{field}: the file holds more than {value} terms': '{field}：文件中的术语超过 {value} 条',

  // Uploads and icons
  '{field} is required: send it as the multipart form field "file"': '{field}为必填项：请以 multipart 表单字段 "file" 上传',
  '{field} is larger than {size} MB': '{field}超过 {size} MB',
  '{field} must be a JPEG, PNG, WebP, GIF, AVIF or PDF file (judged by its content, not its name)':
    '{field}必须是 JPEG、PNG、WebP、GIF、AVIF 或 PDF 文件（按文件内容判断，而非文件名）',
  '{field} must be an image: JPEG, PNG, WebP, GIF or AVIF': '{field}必须是图片：JPEG、PNG、WebP、GIF 或 AVIF',
  '{field} contains HTML or script markup and was refused': '{field}包含 HTML 或脚本标记，已被拒绝',
  '{field} must be the URL of an uploaded image (/api/upload/<fileId>)': '{field}必须是已上传图片的地址（/api/upload/<fileId>）',
  '{field} must be an image, not a document': '{field}必须是图片，不能是文档',

  // The subscribers' CSV export (lib/services/subscriptions/staff.ts: csvWords)
  'E-mail': '邮箱',
  Name: '姓名',
  'Language of e-mails': '邮件语言',
  Frequency: '频率',
  'Practice areas': '专业领域',
  State: '状态',
  'Subscribed (Singapore time)': '订阅时间（新加坡时间）',
  'Last changed (Singapore time)': '最后更改时间（新加坡时间）',
  'All practice areas': '全部专业领域',
  'As published': '发布即发送',
  'Weekly digest': '每周摘要',
  Active: '有效',
  Unsubscribed: '已退订',
  'Stopped (bounced)': '已停止（退信）',

  // The database refused (lib/api/failures.ts)
  'The database is unavailable; please try again shortly': '数据库暂时无法使用，请稍后再试',
  'An item with the same key already exists': '已存在相同编号的条目',
  'The request refers to an item that does not exist': '请求引用了不存在的条目',
  'A value in the request is out of range or contains a character that cannot be stored': '请求中的某个值超出范围或包含无法保存的字符',
  'Something went wrong on our side': '服务器出错了，请稍后再试',
};
