import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { htmlToText, sanitizeReportHtml } from '../../demo/server/lib/sanitize'

const clean = sanitizeReportHtml

describe('report HTML sanitiser (DOMPurify over an HTML-standard parser)', () => {
  it('keeps the allowed subset as it is', () => {
    const html = '<p>双肺<b>纹理</b>清晰，<strong>未见</strong><i>异常</i><em>。</em><u>注意</u><br><span>备注</span></p>'
      + '<ul><li>一</li><li>二</li></ul><ol><li>三</li></ol>'
      + '<table><thead><tr><th>项目</th><th colspan="2">测量</th></tr></thead><tbody><tr><td rowspan="2">BPD</td><td>5.8</td><td>cm</td></tr></tbody></table>'
    assert.equal(clean(html), html)
  })

  it('drops script and style elements with their content, and every other tag but its text', () => {
    assert.equal(clean('<p>肝<script>alert(1)</script>正常</p>'), '<p>肝正常</p>')
    assert.equal(clean('<SCRIPT type="text/javascript">document.cookie</SCRIPT>x'), 'x')
    assert.equal(clean('<script>var s = "</p><b>";</script>ok'), 'ok', 'markup inside a script is script text')
    assert.equal(clean('<style>p{color:red}</style><p>a</p>'), '<p>a</p>')
    assert.equal(clean('<div><a href="/x">链接</a><font color="red">红</font></div>'), '链接红')
    assert.equal(clean('<h1>标题</h1><img src=x onerror=alert(1)>后'), '标题后')
    assert.equal(clean('<iframe src="https://evil.example"><p>inner</p></iframe>外'), '外')
    assert.equal(clean('<svg><script>alert(1)</script><circle/></svg>图'), '图')
    assert.equal(clean('<scr<script>ipt>alert(1)</script>'), 'ipt&gt;alert(1)', 'a split tag never reassembles')
    assert.equal(clean('<textarea><p>x</p></textarea>y'), 'y')
  })

  it('never loses the text after an element it removes, closed or not (only raw-text content goes)', () => {
    assert.equal(clean('<p>所见一<svg><p>所见二</p>'), '<p>所见一</p><p>所见二</p>')
    assert.equal(clean('<p>A<math>B</p><p>C 重要</p>'), '<p>AB</p><p>C 重要</p>')
    assert.equal(clean('<p>A<select>B</p><p>C 重要</p>'), '<p>ABC 重要</p>', 'a select ignores paragraph tags, as browsers do; the words stay')
    assert.equal(clean('<p>A<select><option>甲</option></select>B</p>'), '<p>A甲B</p>')
    for (const tag of ['svg', 'math', 'select', 'template', 'object', 'embed', 'frameset', 'head', 'form', 'button', 'video', 'audio', 'colgroup']) {
      const out = clean(`<p>前文<${tag}>中间<p>后文：胎盘位于前壁</p>`)
      assert.equal(htmlToText(out).replace(/\n/g, ''), '前文中间后文：胎盘位于前壁', tag)
    }
    assert.equal(clean('<svg><script>alert(1)</script><circle/></svg>图'), '图', 'a script inside still goes')
    assert.equal(clean('<svg><td><img src=x onerror=alert(1)>格</td></svg>外'), '格外', 'a cell the parser put inside SVG keeps its text')
    assert.equal(clean('<template><script>alert(1)</script><b>模板</b></template>'), '<b>模板</b>', 'a template\'s content is cleaned like the rest')
  })

  it('never loses a word of prose, whatever hostile markup surrounds it', () => {
    const wrappers = ['svg', 'math', 'select', 'template', 'object', 'table', 'form', 'button', 'video', 'details', 'dialog', 'marquee', 'font', 'a', 'h1', 'div', 'center', 'plaintext']
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    for (let round = 0; round < 300; round++) {
      const words: string[] = []
      let html = ''
      for (let i = 0; i < 6; i++) {
        const word = `词${round}x${i}`
        words.push(word)
        const tag = wrappers[random(wrappers.length)]!
        html += random(3) === 0 ? `<${tag}>${word}` : `<${tag}>${word}</${tag}>`
        if (random(4) === 0) html += '<p>'
      }
      const text = htmlToText(clean(html))
      for (const word of words) assert.ok(text.includes(word), `${word} lost from ${html} → ${clean(html)}`)
    }
  })

  it('removes every attribute except numeric colspan/rowspan on cells', () => {
    assert.equal(clean('<p onclick="steal()" style="x" class="c" id="i">文本</p>'), '<p>文本</p>')
    assert.equal(clean('<span onmouseover=alert(1) title="t">s</span>'), '<span>s</span>')
    assert.equal(clean('<b ONLOAD="x">b</b>'), '<b>b</b>')
    assert.equal(clean('<table><tr><td colspan="2" rowspan=3 width="9" onclick="x">c</td></tr></table>'),
      '<table><tbody><tr><td colspan="2" rowspan="3">c</td></tr></tbody></table>')
    assert.equal(clean('<table><tr><td colspan="2; x" rowspan="0">c</td><th colspan="999">h</th></tr></table>'),
      '<table><tbody><tr><td>c</td><th>h</th></tr></tbody></table>', 'non-numeric or out-of-range spans are dropped')
    assert.equal(clean('<p colspan="2">p</p>'), '<p>p</p>', 'spans only on cells')
    assert.equal(clean('<span title="a>b" onclick="x">t</span>'), '<span>t</span>', 'a quoted > does not end the tag')
  })

  it('neutralises javascript: and data: URLs (no URL attribute survives)', () => {
    assert.equal(clean('<a href="javascript:alert(1)">点</a>'), '点')
    assert.equal(clean('<a href="&#106;avascript:alert(1)">x</a>'), 'x')
    assert.equal(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">'), '')
    assert.equal(clean('<form action="javascript:x"><button formaction="javascript:y">b</button></form>'), 'b')
    assert.doesNotMatch(clean('<p style="background:url(javascript:alert(1))">p</p>'), /javascript/)
  })

  it('closes unclosed tags, ignores stray end tags and repairs misnesting as browsers do', () => {
    assert.equal(clean('<p><b>粗体'), '<p><b>粗体</b></p>')
    assert.equal(clean('<b><i>x</b>y</i>'), '<b><i>x</i></b><i>y</i>')
    assert.equal(clean('</p></li>text</b>'), '<p></p>text', 'a stray </p> is an empty paragraph, as browsers read it')
    assert.equal(clean('<p>one<p>two'), '<p>one</p><p>two</p>', 'a new paragraph closes the open one')
    assert.equal(clean('<ul><li>a<li>b</ul>'), '<ul><li>a</li><li>b</li></ul>')
    assert.equal(clean('<table><tr><td>a<td>b<tr><td>c</table>'), '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>')
    assert.equal(clean('<br/><br></br>'), '<br><br><br>', 'a </br> is a line break, as browsers read it')
    assert.equal(clean('<p>a<!-- <script>x</script> -->b</p>'), '<p>ab</p>', 'comments vanish')
    assert.equal(clean('<!DOCTYPE html><?xml version="1.0"?><![CDATA[<b>]]>t'), ']]&gt;t')
    assert.equal(clean('<p>unfinished <b'), '<p>unfinished </p>', 'an unfinished tag is dropped')
    const deep = '<span>'.repeat(200) + 'x'
    assert.equal(clean(deep).match(/<span>/g)?.length, 64, 'nesting is bounded')
  })

  it('decodes entities and re-escapes text', () => {
    assert.equal(clean('a &lt;b&gt; &amp; c'), 'a &lt;b&gt; &amp; c')
    assert.equal(clean('&#60;script&#62;alert(1)&#x3C;/script&#x3e;'), '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.equal(clean('温度 37&deg;C，&plusmn;2，&nbsp;x'), '温度 37°C，±2，&nbsp;x')
    assert.equal(clean('&unknown; & &amp;copy;'), '&amp;unknown; &amp; &amp;copy;')
    assert.equal(clean('5 < 6 > 4'), '5 &lt; 6 &gt; 4')
    assert.equal(htmlToText('&#0;&#xD800;&#x110000;'), '\ufffd\ufffd\ufffd')
  })

  it('is idempotent', () => {
    const inputs = [
      '<p onclick=x>a<b>b<i>c</p>d', '<table><tr><td colspan=2>x<td>y</table>', '&lt;script&gt; &amp;amp; <script>x</script>',
      '<ul><li>1<li>2<p>3</ul>', '<scr<script>ipt>x', '<span title="a>b">c</span>&copy;',
      '<p>前文<object>中间<p>后文</p>', '<p>前文<template>中间<p>后文</p>', '<svg><td>格</td></svg><plaintext>a<b',
    ]
    for (const input of inputs) {
      const once = clean(input)
      assert.equal(clean(once), once, input)
    }
  })

  it('extracts plain text, a line per paragraph, item and row', () => {
    assert.equal(htmlToText('<p>所见：<b>正常</b></p><p>二</p>'), '所见：正常\n二')
    assert.equal(htmlToText('<ul><li>一</li><li>二</li></ul><table><tr><td>甲</td><td>乙</td></tr></table>'), '一\n二\n甲乙')
    assert.equal(htmlToText('<script>x</script>  '), '')
  })
})
