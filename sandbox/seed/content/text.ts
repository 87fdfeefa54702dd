/** Small HTML helpers and the copy shared by many nodes (house rules, visitor information). */
import type { Langcode } from '../../content/types';
import type { Bi } from './builder';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const p = (s: string) => `<p>${esc(s)}</p>`;
export const h3 = (s: string) => `<h3>${esc(s)}</h3>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ol>`;
export const img = (url: string, alt: string, width: number, height: number) =>
  `<p><img src="${url}" alt="${esc(alt)}" width="${width}" height="${height}" loading="lazy" /></p>`;
export const link = (href: string, text: string) => `<a href="${href}">${esc(text)}</a>`;

export const SITE: Bi = { 'zh-hans': '海湾大剧院', en: 'Harbour Bay Grand Theatre' };
export const PHONE = '400-820-2026';
export const ADDRESS: Bi = { 'zh-hans': '上海市海湾大道88号', en: '88 Harbour Bay Avenue, Shanghai' };

export function houseRules(lang: Langcode): string {
  return lang === 'en'
    ? h3('Before you come') +
        ul([
          'Entry checks start 30 minutes before the performance. Please bring your ID for real-name tickets.',
          "Children under 1.2 m are not admitted, except at children's shows.",
          'Latecomers are admitted at a suitable break in the performance.',
          'Photography, filming and recording are not allowed during the performance.',
          'Tickets are non-refundable; if a performance is cancelled the amount paid is refunded.',
        ])
    : h3('观演须知') +
        ul([
          '演出前30分钟开始检票入场，实名制演出请携带购票时登记的有效证件。',
          '1.2米以下儿童谢绝入场（儿童剧除外）。',
          '迟到观众请在工作人员引导下于适当时机入场。',
          '演出过程中请勿拍照、录像或录音。',
          '门票一经售出概不退换；如演出取消，将退还实付票款。',
        ]);
}

export function visitorInfo(lang: Langcode, venue: string, minutes: number, age: number, surtitles: boolean): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return lang === 'en'
    ? h3('Visitor information') +
        ul([
          `Running time: about ${h} h ${m ? `${m} min` : ''}`.trim(),
          `Venue: ${venue}, Harbour Bay Grand Theatre`,
          `Recommended for ages ${age} and up`,
          surtitles ? 'Chinese and English surtitles' : 'No surtitles',
        ]) +
        h3('Getting here') +
        p(
          'Metro Line 2 and Line 9, Harbour Bay Theatre station, exit 3. The underground car park opens two hours before each performance.',
        )
    : h3('观演信息') +
        ul([
          `演出时长：约${h}小时${m ? `${m}分钟` : ''}`,
          `演出场地：海湾大剧院${venue}`,
          `建议${age}岁以上观众观看`,
          surtitles ? '配中英文字幕' : '无字幕',
        ]) +
        h3('交通指引') +
        p('地铁2号线、9号线“海湾大剧院站”3号口出。地下停车场于每场演出前两小时开放。');
}
