/** 28 news items in three types; one only in Chinese, one unpublished, some with video or PDF. */
import { shows } from '../catalogue';
import { fmt, type Bi, type SeedBuilder } from './builder';
import { NEWS_TYPES, newsTypeKey } from './taxonomy';
import { projectKey } from './projects';
import { h3, img, p, ul } from './text';

type NewsSeed = {
  slug: string;
  type: 'theatre' | 'performances' | 'members';
  title: Bi;
  lead: Bi;
  detail: Bi;
  show: string;
  video?: boolean;
  pdf?: boolean;
  zhOnly?: boolean;
  unpublished?: boolean;
};

const N = (
  slug: string,
  type: NewsSeed['type'],
  show: string,
  zhTitle: string,
  enTitle: string,
  zhLead: string,
  enLead: string,
  zhDetail: string,
  enDetail: string,
  extra: Partial<NewsSeed> = {},
): NewsSeed => ({
  slug,
  type,
  show,
  title: { 'zh-hans': zhTitle, en: enTitle },
  lead: { 'zh-hans': zhLead, en: enLead },
  detail: { 'zh-hans': zhDetail, en: enDetail },
  ...extra,
});

/** The news item an editor has saved a draft of, ahead of its published revision (index.ts). */
export const DRAFTED_NEWS = 'season-2026-27';

/** newest first */
export const NEWS: NewsSeed[] = [
  N(
    'season-2026-27',
    'theatre',
    'turandot',
    '2026/27演出季正式发布',
    'The 2026/27 season is announced',
    '新演出季共有四十二部作品、三百一十场演出，其中原创作品十一部。',
    'The new season brings forty-two productions and three hundred and ten performances, eleven of them new works.',
    '开季大戏为全新制作的歌剧《图兰朵》，第五届海湾国际戏剧节将于春季举行。',
    'It opens with a new Turandot, and the fifth Harbour Bay International Theatre Festival follows in the spring.',
  ),
  N(
    'turandot-meet-the-team',
    'performances',
    'turandot',
    '《图兰朵》主创见面会回顾',
    'Meet the Turandot creative team: highlights',
    '导演玛尔塔·罗西与指挥林海川和两百位观众分享了这版《图兰朵》的创作过程。',
    'Director Marta Rossi and conductor Lin Haichuan told two hundred audience members how this Turandot was made.',
    '罗西说，旋转城门的灵感来自她第一次在清晨看到的海湾大桥。',
    'Rossi said the revolving gate was inspired by her first sight of the Harbour Bay bridge at dawn.',
    { video: true },
  ),
  N(
    'summer-open-day',
    'theatre',
    'little-prince',
    '剧院暑期开放日报名开启',
    'Sign up for the summer open day',
    '七月的每个周六，剧院将向公众开放后台、排练厅与服装间。',
    'Every Saturday in July the theatre opens its backstage, rehearsal rooms and wardrobe to the public.',
    '开放日免费参加，每场限额六十人，需提前在线报名。',
    'Open days are free; each tour takes sixty people and must be booked online.',
    { unpublished: true },
  ),
  N(
    'points-rules-2026',
    'members',
    'beethoven-nine',
    '会员积分兑换规则更新说明',
    'Changes to member points redemption',
    '自下月起，积分可直接抵扣票款，每100积分抵扣1元。',
    'From next month points can pay for tickets directly: 100 points are worth ￥1.',
    '积分兑换需先开通积分账户，并通过支付密码或短信验证码确认。完整规则请下载附件。',
    'Open your points account first and confirm each redemption with your pay password or an SMS code. Download the attachment for the full rules.',
    { pdf: true },
  ),
  N(
    'moonlight-pier-extra',
    'performances',
    'moonlight-pier',
    '《月光码头》加演两场',
    'Two extra performances of Moonlight Pier',
    '由于首轮演出票房火爆，《月光码头》将在别克剧场加演两场。',
    'After a sold-out first run, Moonlight Pier adds two performances in the Buick Theatre.',
    '加演场次门票将于本周五中午12点开售，会员可提前一天优先购票。',
    'Tickets go on sale this Friday at noon; members may book a day earlier.',
  ),
  N(
    'big-band-auditions',
    'theatre',
    'jazz-night',
    '海湾爵士大乐队招募青年乐手',
    'The Harbour Bay Big Band is auditioning young players',
    '海湾爵士大乐队面向30岁以下的萨克斯、长号与贝斯乐手公开招募。',
    'The Harbour Bay Big Band is auditioning saxophone, trombone and bass players under thirty.',
    '入选乐手将参加每周排练，并在下一季爵士之夜登台。',
    "Those selected join weekly rehearsals and play at next season's Jazz Night.",
    { zhOnly: true },
  ),
  N(
    'silver-swan-lake-visit',
    'members',
    'swan-lake',
    '银卡会员专享：《天鹅湖》排练厅探班',
    'Silver members: a visit to Swan Lake rehearsals',
    '银卡及以上会员可报名参加《天鹅湖》排练厅开放活动，近距离观看第二幕群舞排练。',
    'Silver members and above can watch the swans of Act Two rehearse in the studio.',
    '活动名额三十人，按报名先后顺序确认。',
    'Thirty places, confirmed in order of sign-up.',
  ),
  N(
    'new-seats-lyric',
    'theatre',
    'peony-pavilion',
    '歌剧厅完成座椅更新工程',
    'New seats in the Lyric Theatre',
    '歌剧厅一千六百个座椅全部更新，排距增加了八厘米。',
    'All sixteen hundred seats in the Lyric Theatre have been replaced, with eight centimetres more legroom.',
    '新座椅采用阻燃羊毛面料，并新增了二十个无障碍席位。',
    'The new seats are covered in flame-retardant wool, and there are twenty new wheelchair spaces.',
    { video: true },
  ),
  N(
    'thunderstorm-notes',
    'performances',
    'thunderstorm',
    '小剧场版《雷雨》观众手记',
    'Audience notes on the studio Thunderstorm',
    '我们收集了首演周观众写下的一百多张明信片，这里选登其中的十张。',
    'We collected more than a hundred postcards written during the opening week and share ten of them here.',
    '“雷声响起时，我几乎想伸手去关窗。”一位观众这样写道。',
    '"When the thunder came, I almost reached out to close the window," one of them wrote.',
  ),
  N(
    'birthday-double-points',
    'members',
    'comedy-night',
    '会员生日月双倍积分',
    'Double points in your birthday month',
    '在生日所在月份购票，所有会员均可获得双倍积分。',
    'Book in your birthday month and every member earns double points.',
    '请确认个人信息中的生日已填写，积分将在演出结束后七天内到账。',
    'Make sure your birthday is in your personal information; points arrive within seven days after the performance.',
  ),
  N(
    'festival-volunteers',
    'theatre',
    'waiting-for-godot',
    '戏剧节志愿者招募',
    'Volunteers wanted for the theatre festival',
    '第五届海湾国际戏剧节招募八十名志愿者，负责引导、翻译与活动协助。',
    'The fifth festival needs eighty volunteers to guide audiences, translate and help at events.',
    '志愿者可免费观看一场戏剧节演出。报名表请下载附件。',
    'Volunteers see one festival performance free. Download the application form attached.',
    { pdf: true },
  ),
  N(
    'little-prince-community',
    'performances',
    'little-prince',
    '儿童剧《小王子》走进社区',
    'The Little Prince visits the community',
    '萤火虫剧团带着《小王子》走进五个社区图书馆，为一千多名孩子演出。',
    'Firefly Theatre took The Little Prince to five community libraries and played to more than a thousand children.',
    '演出后，孩子们用纸板做出了自己的小星球。',
    'Afterwards the children built their own little planets out of cardboard.',
  ),
  N(
    'gold-priority-new-year',
    'members',
    'beethoven-nine',
    '金卡会员新年音乐会优先购票',
    "Gold members: priority booking for the New Year's Concert",
    '金卡与钻石会员可比公开发售提前三天购买新年音乐会门票。',
    "Gold and Diamond members can book the New Year's Concert three days before general sale.",
    '每位会员限购四张，选座后请在15分钟内完成支付。',
    'Up to four tickets per member; please pay within 15 minutes of choosing seats.',
  ),
  N(
    'green-building-award',
    'theatre',
    'breath',
    '剧院获评年度绿色建筑',
    'The theatre named green building of the year',
    '海湾大剧院因屋顶光伏与雨水回收系统获评本年度绿色公共建筑。',
    "Harbour Bay Grand Theatre won this year's green public building award for its solar roof and rainwater system.",
    '屋顶光伏每年可发电六十万千瓦时，约占剧院用电量的四分之一。',
    "The solar roof produces six hundred thousand kilowatt hours a year, about a quarter of the theatre's use.",
  ),
  N(
    'peony-ten-years',
    'performances',
    'peony-pavilion',
    '青春版《牡丹亭》十周年',
    'Ten years of the youth Peony Pavilion',
    '十年、三百场、五十万观众：青春版《牡丹亭》回到首演的舞台。',
    'Ten years, three hundred performances, half a million people: the youth Peony Pavilion returns to the stage where it began.',
    '十周年特别场将在演出后举行主演对谈。',
    'The anniversary performance ends with a talk with the leading actors.',
  ),
  N(
    'theatre-club-first-meeting',
    'members',
    'the-seagull',
    '会员观剧俱乐部首次活动',
    "The members' theatre club meets for the first time",
    '首次活动中，三十位会员一起读完了契诃夫的《海鸥》第一幕。',
    "At its first meeting thirty members read Act One of Chekhov's The Seagull together.",
    '俱乐部每月聚会一次，所有会员均可免费参加。',
    'The club meets monthly and is free for every member.',
    { video: true },
  ),
  N(
    'parking-booking',
    'theatre',
    'swan-lake',
    '地下停车场预约服务上线',
    'Book your parking space online',
    '观众现在可以在购票时同时预约地下停车位。',
    'You can now book a parking space when you buy your tickets.',
    '金卡与钻石会员每场演出可免费预约一个车位。',
    'Gold and Diamond members park free at every performance.',
  ),
  N(
    'breath-sold-out',
    'performances',
    'breath',
    '现代舞《呼吸》全部售罄',
    'Breath sells out',
    '现代舞《呼吸》两场演出的门票在开票后四小时内全部售出。',
    'Both performances of Breath sold out within four hours of going on sale.',
    '剧院正在与舞团商议秋季加演，请关注后续消息。',
    'We are talking to the company about an autumn run; watch this space.',
  ),
  N(
    'levels-and-growth',
    'members',
    'turandot',
    '会员等级与成长值说明',
    'How membership levels and growth points work',
    '会员等级根据过去十二个月的成长值确定，每消费1元获得1点成长值。',
    'Your level depends on growth points from the past twelve months: one point for every ￥1 you spend.',
    '成长值达到1000、5000与15000时分别升级为银卡、金卡与钻石会员。',
    'At 1,000, 5,000 and 15,000 points you become Silver, Gold and Diamond VIP.',
  ),
  N(
    'backstage-tours',
    'theatre',
    'hamlet',
    '后台导览每月开放',
    'Backstage tours every month',
    '每月第一个周日，剧院技术团队将带领观众参观舞台机械与灯光控制室。',
    'On the first Sunday of every month our technical team shows visitors the stage machinery and lighting box.',
    '导览时长九十分钟，路线与注意事项见附件。',
    'Tours last ninety minutes; the route and safety notes are attached.',
    { pdf: true },
  ),
  N(
    'lighthouse-closes',
    'performances',
    'lighthouse-keeper',
    '《守灯人》第三轮演出圆满落幕',
    'The Lighthouse Keeper closes its third run',
    '《守灯人》第三轮演出落幕，三年来共演出九十六场。',
    'The Lighthouse Keeper has closed its third run, after ninety-six performances in three years.',
    '感谢每一位走进剧场的观众，我们灯塔下再见。',
    'Thank you to everyone who came; see you under the lighthouse.',
  ),
  N(
    'diamond-dinner',
    'members',
    'beethoven-nine',
    '钻石会员答谢晚宴',
    'A thank-you dinner for Diamond members',
    '剧院在前厅为钻石会员举办年度答谢晚宴，海湾交响乐团四重奏现场演奏。',
    'We held our annual dinner for Diamond members in the foyer, with a quartet from the Harbour Bay Symphony.',
    '晚宴上公布了下一季的钻石会员专属活动。',
    "Next season's Diamond events were announced over dessert.",
  ),
  N(
    'tenth-anniversary',
    'theatre',
    'swan-lake',
    '剧院十周年庆典回顾',
    'Looking back at our tenth anniversary',
    '十年来，海湾大剧院上演了三千二百场演出，迎来四百万人次观众。',
    'In ten years Harbour Bay Grand Theatre has given 3,200 performances to four million people.',
    '庆典当晚，驻院的四个艺术团体首次同台演出。',
    'On the anniversary night all four resident companies shared the stage for the first time.',
  ),
  N(
    'shadow-workshop',
    'performances',
    'shadow-journey',
    '皮影戏《西游记》亲子工作坊',
    'Family workshop: Journey to the West shadow puppets',
    '华阴皮影社的老艺人手把手教孩子们雕刻和操纵皮影。',
    'Masters from the Huayin Shadow Puppet Society teach children to cut and work their own puppets.',
    '每场工作坊限十组家庭，材料费已包含在票价中。',
    'Each workshop takes ten families; materials are included.',
  ),
  // The oldest theatre news: with them the theatre's own category holds more than one page (10).
  N(
    'foyer-cafe',
    'theatre',
    'jazz-night',
    '前厅咖啡馆焕新开放',
    'The foyer café reopens',
    '前厅咖啡馆重新装修后开放，演出日营业至终场后一小时。',
    'The foyer café has reopened after a refit; on performance days it stays open until an hour after the curtain.',
    '新菜单加入了本地烘焙的点心，持票观众享九折。',
    'The new menu has pastries from a local bakery, and ticket holders get 10% off.',
  ),
  N(
    'accessible-performances',
    'theatre',
    'little-prince',
    '无障碍专场：口述影像与字幕服务',
    'Accessible performances: audio description and captions',
    '本季起，每部大型制作都设有一场配备口述影像与中英文字幕的无障碍专场。',
    'From this season every main production has one performance with audio description and Chinese and English captions.',
    '无障碍专场的门票可通过票务中心或官网预订，陪同人员半价。',
    'Book accessible performances at the box office or on this website; companions pay half price.',
  ),
  N(
    'getting-here',
    'theatre',
    'moonlight-pier',
    '剧院交通与停车指南',
    'Getting here: public transport and parking',
    '地铁2号线、9号线“海湾大剧院站”3号口出站步行三分钟即到剧院。',
    'Harbour Bay Theatre station on metro lines 2 and 9 is a three-minute walk from exit 3.',
    '地下停车场共六百个车位，演出当晚持票观众停车享优惠。',
    'The underground car park has six hundred spaces, with a reduced rate for ticket holders on performance nights.',
  ),
  N(
    'lost-property',
    'theatre',
    'teahouse',
    '失物招领服务说明',
    'Lost property at the theatre',
    '在剧院遗失的物品将在服务台保管三十天。',
    'Items left in the theatre are kept at the information desk for thirty days.',
    '请携带有效证件到服务台认领，或致电400-820-2026查询。',
    'Bring an ID card to collect them, or call 400-820-2026.',
  ),
];

const DAYS = [
  3, 9, 16, 24, 33, 45, 58, 70, 88, 105, 123, 146, 170, 199, 230, 262, 300, 340, 385, 430, 480, 540, 600, 680, 760, 840,
  920, 1000,
];

const typeCopy: Record<NewsSeed['type'], Bi> = {
  theatre: {
    'zh-hans':
      '海湾大剧院拥有歌剧厅、别克剧场、小剧场与多功能厅四个演出空间，每年上演演出八百余场。更多信息请致电400-820-2026。',
    en: 'Harbour Bay Grand Theatre has four stages, the Lyric Theatre, the Buick Theatre, the Studio Theatre and the Multi-function Hall, and gives more than eight hundred performances a year. Call 400-820-2026 for more.',
  },
  performances: {
    'zh-hans': '门票可在官网与剧院票务中心购买，会员购票可累计积分与成长值。',
    en: 'Tickets are sold on this website and at the box office; members earn points and growth points with every booking.',
  },
  members: {
    'zh-hans': '登录会员中心即可查看您的会员等级、积分与优惠券。尚未注册？现在加入即可享受会员权益。',
    en: 'Log in to see your level, points and coupons. Not a member yet? Join now and start enjoying the benefits.',
  },
};

export function seedNews(b: SeedBuilder): void {
  b.pdf('pdf:points-rules', 'documents/points-redemption-rules.pdf', 'Points redemption rules', [
    'Harbour Bay Grand Theatre - member points',
    '1. 100 points are worth RMB 1 towards a ticket.',
    '2. Open your points account before the first redemption.',
    '3. Confirm each redemption with your pay password or an SMS code.',
    '4. Points expire 24 months after they are earned.',
  ]);
  b.pdf('pdf:volunteers', 'documents/festival-volunteer-form.pdf', 'Festival volunteer application', [
    'Harbour Bay International Theatre Festival 2026',
    'Name: ____________________   Phone: ____________________',
    'Languages spoken: ____________________',
    'Available dates: ____________________',
    'Return this form to the box office or volunteers@harbourbay-theatre.example',
  ]);
  b.pdf('pdf:backstage', 'documents/backstage-tour-guide.pdf', 'Backstage tour guide', [
    'Meet at the stage door 15 minutes before the tour.',
    'Wear flat, closed shoes. Children must be 8 or older.',
    'Route: loading dock - fly tower - stage - lighting box - wardrobe.',
  ]);
  const pdfs = ['file:pdf:points-rules', 'file:pdf:volunteers', 'file:pdf:backstage'];
  b.video('video:news-1', 'videos/turandot-meet-the-team.mp4');
  b.video('video:news-2', 'videos/lyric-theatre-seats.mp4');
  const videos = ['file:video:news-1', 'file:video:news-2'];

  let pdfIndex = 0;
  let videoIndex = 0;
  NEWS.forEach((n, i) => {
    const show = shows.find((s) => s.key === n.show)!;
    b.letteredImage(
      `news:${n.slug}`,
      `news/${n.slug}.jpg`,
      { kind: 'banner', width: 1584, height: 891, palette: show.palette, seed: `news-${n.slug}`, format: 'jpeg' },
      { title: n.title, caption: NEWS_TYPES.find((t) => t.key === n.type)!.name },
      n.title,
    );
    const pdf = n.pdf ? pdfs[pdfIndex++ % pdfs.length] : null;
    const video = n.video ? videos[videoIndex++ % videos.length] : null;
    const others = [show.key, shows[(i * 5 + 3) % shows.length].key, shows[(i * 7 + 1) % shows.length].key];
    const recommend = [...new Set(others)].map((k) => projectKey(shows.find((s) => s.key === k)!));
    b.node('news', `news:${n.slug}`, {
      created: b.daysAgo(DAYS[i], 9 + (i % 8), (i * 17) % 60),
      langs: n.zhOnly ? ['zh-hans'] : undefined,
      status: !n.unpublished,
      build: (lang) => {
        const en = lang === 'en';
        const body =
          p(n.lead[lang]) +
          p(n.detail[lang]) +
          (i % 4 === 1 ? img(`/sites/default/files/gallery/${show.key}-2.jpg`, show.title[lang], 1600, 1067) : '') +
          h3(en ? 'About the show' : '相关演出') +
          p(`${show.title[lang]}: ${show.summary[lang]}`) +
          (i % 3 === 0
            ? ul(
                en
                  ? ['Box office: 10:00-20:00 daily', 'Phone: 400-820-2026']
                  : ['票务中心：每日10:00-20:00', '电话：400-820-2026'],
              )
            : '') +
          p(typeCopy[n.type][lang]);
        return {
          title: n.title[lang],
          alias: `/news/${n.slug}`,
          attributes: { field_news_content: fmt(body) },
          relationships: {
            field_news_type: b.ref(newsTypeKey(n.type)),
            field_news_poster: b.img(`file:news:${n.slug}`, lang),
            field_news_video: b.fileRef(video),
            field_news_pdf: b.fileRef(pdf, pdf ? (en ? 'Download the PDF' : '下载PDF') : ''),
            field_news_recommendation: b.refs(recommend),
          },
        };
      },
    });
  });
}

export const newsKey = (slug: string) => `node:news:${slug}`;
