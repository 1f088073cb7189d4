/**
 * A corpus of known stored-XSS vectors. Each one, if it ever ran, would call the page's
 * `__xss(id)` (the browser test installs it and records calls) or open a dialog with
 * `alert(id)`. `greedy` vectors open raw text, comments or attributes and may swallow what
 * follows them in one document, so batches put them last.
 */
export interface XssVector {
  id: number;
  html: string;
  greedy?: boolean;
}

const raw: [html: string, greedy?: boolean][] = [
  // Script elements, plain and disguised.
  ['<script>__xss(1)</script>'],
  ['<SCRIPT SRC=data:text/javascript,__xss(2)></SCRIPT>'],
  ['<script type="module">__xss(3)</script>'],
  ['<scr<script>ipt>__xss(4)</scr</script>ipt>'],
  ['<<script>script>__xss(5)<</script>/script>'],
  ['<script\x0cid=x>__xss(6)</script>'],
  ['<script>\\u005f\\u005fxss(7)</script>'],
  ['</script><script>__xss(8)</script>'],
  ['<xss onafterscriptexecute=__xss(9)><script>1</script>'],
  ['"><script>__xss(10)</script>'],
  ["'><script>alert(11)</script>"],
  ['</title><script>__xss(12)</script>'],
  ['</textarea><script>__xss(13)</script>'],
  ['</style><script>__xss(14)</script>'],
  // Event handlers on img, svg, body, details and friends.
  ['<img src=x onerror=__xss(15)>'],
  ['<img src="/api/upload/0000000000000000000000000000000000000000000000000000000000000000.png" onerror="__xss(16)">'],
  ['<img src="https://invalid.invalid/x.png" onerror="alert(17)">'],
  ['<IMG SRC=x OnErRoR=__xss(18)>'],
  ['<img src=x onerror="&#95;&#95;xss&#40;19&#41;">'],
  ['<img src=x onerror=\\u005f\\u005fxss(20)>'],
  ['<img src=x:x onerror=__xss(21)//', true],
  ['<img """><script>__xss(22)</script>">'],
  ['<img srcset="x 1x" onerror=__xss(23)>'],
  ['<picture><source srcset=x><img src=x onerror=__xss(24)></picture>'],
  ['<svg onload=__xss(25)>'],
  ['<svg/onload=__xss(26)//'],
  ['<svg><script>__xss(27)</script></svg>'],
  ['<svg><animate onbegin=__xss(28) attributeName=x dur=1s>'],
  ['<svg><set attributeName=onmouseover to=__xss(29)></set></svg>'],
  ['<body onload=__xss(30)>'],
  ['<body onpageshow=alert(31)>'],
  ['<details open ontoggle=__xss(32)>'],
  ['<details/open/ontoggle="__xss(33)">'],
  ['<input autofocus onfocus=__xss(34)>'],
  ['<select autofocus onfocus=__xss(35)></select>'],
  ['<keygen autofocus onfocus=__xss(36)>'],
  ['<video><source onerror="__xss(37)"></video>'],
  ['<audio src=x onerror=__xss(38)>'],
  ['<marquee onstart=__xss(39)>m</marquee>'],
  ['<div tabindex=1 autofocus onfocusin=__xss(40)>d</div>'],
  ['<p onmouseover=__xss(41)>hover</p>'],
  ['<a href="#" onclick="__xss(42)">click</a>'],
  ['<isindex type=image src=1 onerror=__xss(43)>'],
  ['<table background="javascript:__xss(44)"><tr><td>t</td></tr></table>'],
  // javascript:, data: and vbscript: URLs with entity, case and whitespace tricks.
  ['<a href="javascript:__xss(45)">j45</a>'],
  ['<a href="JaVaScRiPt:__xss(46)">j46</a>'],
  ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(47)">j47</a>'],
  ['<a href="&#x6A;avascript&#x3A;__xss(48)">j48</a>'],
  ['<a href="jav&#x09;ascript:__xss(49)">j49</a>'],
  ['<a href=" &#14;  javascript:__xss(50)">j50</a>'],
  ['<a href="java\nscript:__xss(51)">j51</a>'],
  ['<a href="javascript&colon;__xss(52)">j52</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg1Myk8L3NjcmlwdD4=">d53</a>'],
  ['<a href="vbscript:msgbox(54)">v54</a>'],
  ['<a href="%6A%61%76%61%73%63%72%69%70%74:__xss(55)">j55</a>'],
  ['<a href="https://example.com/\"onmouseover=__xss(56)//">h56</a>'],
  ['<img src="https://x.example/a.png\" onerror=\"__xss(57)">'],
  ['<form action="javascript:__xss(58)"><button>go</button></form>'],
  ['<button formaction="javascript:__xss(59)">b</button>'],
  ['<math><mi xlink:href="javascript:__xss(60)">m60</mi></math>'],
  ['<svg><a xlink:href="javascript:__xss(61)"><text x=20 y=20>s61</text></a></svg>'],
  // Frames, objects and embeds.
  ['<iframe src="javascript:__xss(62)"></iframe>'],
  ['<iframe srcdoc="<script>top.__xss(63)</script>"></iframe>'],
  ['<iframe srcdoc="&lt;img src=x onerror=top.__xss(64)&gt;"></iframe>'],
  ['<iframe src="data:text/html,<script>top.__xss(65)</script>"></iframe>'],
  ['<object data="javascript:__xss(66)"></object>'],
  ['<object data="data:text/html,<script>top.__xss(67)</script>"></object>'],
  ['<embed src="javascript:__xss(68)">'],
  ['<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0idG9wLl9feHNzKDY5KSIvPg==">'],
  ['<frameset onload=__xss(70)><frame src="javascript:__xss(70)"></frameset>'],
  // Style and expression.
  ['<div style="background:url(javascript:__xss(71))">s71</div>'],
  ['<div style="width: expression(__xss(72))">s72</div>'],
  ['<style>@import "javascript:__xss(73)";</style>'],
  ['<style>*{background:url("javascript:__xss(74)")}</style>'],
  ['<link rel=stylesheet href="javascript:__xss(75)">'],
  ['<meta http-equiv="refresh" content="0;url=javascript:__xss(76)">'],
  ['<base href="javascript:__xss(77)//">'],
  // Mutation XSS: template, noscript, namespace confusion.
  ['<noscript><p title="</noscript><img src=x onerror=__xss(78)>"></noscript>'],
  ['<template><img src=x onerror=__xss(79)></template>'],
  ['<svg></p><style><a id="</style><img src=1 onerror=__xss(80)>">'],
  ['<math><mtext><table><mglyph><style><img src=x onerror=__xss(81)>', true],
  ['<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss(82) src>">', true],
  ['<svg><style><img src=x onerror=__xss(83)></style></svg>'],
  ['<math><style><img src=x onerror=__xss(84)></style></math>'],
  ['<svg><foreignObject><img src=x onerror=__xss(85)></foreignObject></svg>'],
  ['<table><td><noscript><img src=x onerror=__xss(86)></noscript></td></table>'],
  ['<select><template><img src=x onerror=__xss(87)></template></select>'],
  ['<xmp><p title="</xmp><img src=x onerror=__xss(88)>"></xmp>'],
  ['<noembed><img title="</noembed><img src=x onerror=__xss(89)>"></noembed>'],
  ['<textarea><img title="</textarea><img src=x onerror=__xss(90)>"></textarea>'],
  // Broken markup and comments.
  ['<!--<img src="--><img src=x onerror=__xss(91)//">'],
  ['<![CDATA[><img src=x onerror=__xss(92)//]]>'],
  ['<img src=x onerror=__xss(93) ', true],
  ['<a href="javascript:__xss(94)"', true],
  ['<title><img src=x onerror=__xss(95)></title>'],
  ['<plaintext><img src=x onerror=__xss(96)>', true],
  ['<!--', true],
  // Unicode look-alikes and template syntax: text, never code.
  ['＜script＞__xss(97)＜/script＞'],
  ['\\u003cscript\\u003e__xss(98)\\u003c/script\\u003e'],
  ["{{constructor.constructor('__xss(99)')()}}"],
  ['${__xss(100)}'],
];

export const xssVectors: XssVector[] = raw.map(([html, greedy], index) => ({ id: index + 1, html, greedy: !!greedy }));

/** Values for URL fields (links, image addresses): none may become a live script URL. */
export const xssUrls = [
  'javascript:__xss(201)',
  'JAVASCRIPT:__xss(202)',
  ' javascript:__xss(203)',
  'java\tscript:__xss(204)',
  '&#106;avascript:__xss(205)',
  'vbscript:msgbox(206)',
  'data:text/html,<script>__xss(207)</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__xss(208)"/>',
  'https://example.com/"onmouseover="__xss(209)',
  "https://example.com/'><script>__xss(210)</script>",
  '/\\javascript:__xss(211)',
  '//javascript:__xss(212)',
  'https://example.com/#"><img src=x onerror=__xss(213)>',
];

/** `vectors` split into `count` documents, greedy ones spread out and each last in its batch. */
export function xssBatches(count: number, vectors: XssVector[] = xssVectors): string[][] {
  const batches: string[][] = Array.from({ length: count }, () => []);
  const plain = vectors.filter((vector) => !vector.greedy);
  const greedy = vectors.filter((vector) => vector.greedy);
  plain.forEach((vector, index) => batches[index % count].push(vector.html));
  greedy.forEach((vector, index) => batches[index % count].push(vector.html));
  return batches;
}

/** Vectors joined up to `max` characters, for a plain text field with a length limit. */
export function xssText(start: number, max: number): string {
  let text = '';
  for (let index = 0; index < xssVectors.length; index++) {
    const next = xssVectors[(start + index) % xssVectors.length].html;
    if (text.length + next.length + 1 > max) break;
    text += (text ? ' ' : '') + next;
  }
  return text;
}
