/** Arts education articles and landing page, and online-education pages built from paragraphs. */
import { shows } from '../catalogue';
import { fmt, type Bi, type SeedBuilder } from './builder';
import { projectKey } from './projects';
import { newsKey } from './news';
import { educationTypeKey, EDUCATION_TYPES, themeKey } from './taxonomy';
import { h3, p, ul } from './text';

type ArtSeed = {
  slug: string;
  theme: string;
  show: string;
  title: Bi;
  subtitle: Bi;
  body: Bi<string[]>;
  video?: boolean;
  pdf?: boolean;
};

const A = (
  slug: string,
  theme: string,
  show: string,
  title: Bi,
  subtitle: Bi,
  body: Bi<string[]>,
  extra: Partial<ArtSeed> = {},
): ArtSeed => ({
  slug,
  theme,
  show,
  title,
  subtitle,
  body,
  ...extra,
});

export const ART: ArtSeed[] = [
  A(
    'listening-to-puccini',
    'appreciation',
    'turandot',
    { 'zh-hans': '如何聆听普契尼', en: 'How to listen to Puccini' },
    { 'zh-hans': '从《图兰朵》的五声音阶说起', en: 'Starting from the pentatonic tunes of Turandot' },
    {
      'zh-hans': [
        '普契尼在《图兰朵》中引用了中国民歌《茉莉花》，并用五声音阶为北京城涂上色彩。',
        '聆听时可以留意合唱的作用：它既是人群，也是命运的声音。',
      ],
      en: [
        'Puccini quotes the Chinese folk song "Mo Li Hua" in Turandot and paints Peking with pentatonic colour.',
        'Listen for the chorus: it is both the crowd and the voice of fate.',
      ],
    },
    { video: true },
  ),
  A(
    'ballet-mime',
    'appreciation',
    'swan-lake',
    { 'zh-hans': '读懂芭蕾哑剧手势', en: 'Reading ballet mime' },
    { 'zh-hans': '五个手势，看懂《天鹅湖》第二幕', en: 'Five gestures to follow Act Two of Swan Lake' },
    {
      'zh-hans': [
        '芭蕾没有台词，但有一套约定俗成的手势语言：指向无名指代表婚约，双手在头顶绕圈代表跳舞。',
        '下次观看《天鹅湖》时，试着读出奥杰塔讲述的身世。',
      ],
      en: [
        'Ballet has no words, but it has a language of gestures: pointing to the ring finger means marriage, circling the hands above the head means dance.',
        "Next time you see Swan Lake, try reading Odette's story as she tells it.",
      ],
    },
  ),
  A(
    'kunqu-water-sleeves',
    'appreciation',
    'peony-pavilion',
    { 'zh-hans': '昆曲里的水袖', en: 'Water sleeves in Kunqu' },
    { 'zh-hans': '一尺白绸里的喜怒哀乐', en: 'Every feeling in a foot of white silk' },
    {
      'zh-hans': [
        '水袖是昆曲演员延长的手臂，抖、扬、掸、甩，每一个动作都对应着人物的情绪。',
        '《惊梦》一折中，杜丽娘的水袖动作多达四十余种。',
      ],
      en: [
        "Water sleeves extend the actor's arms: shaken, raised, brushed or flung, each movement carries a feeling.",
        'In "The Dream" alone, Du Liniang uses more than forty sleeve movements.',
      ],
    },
    { pdf: true },
  ),
  A(
    'puppet-workshop',
    'workshops',
    'little-prince',
    { 'zh-hans': '亲子木偶工作坊', en: 'Family puppet workshop' },
    { 'zh-hans': '用纸杯和筷子做一只狐狸', en: 'Make a fox from a paper cup and chopsticks' },
    {
      'zh-hans': [
        '萤火虫剧团的木偶设计师将带领家庭用日常材料制作一只会点头的狐狸。',
        '工作坊适合5至10岁儿童，每位儿童需一位家长陪同。',
      ],
      en: [
        "Firefly Theatre's puppet maker shows families how to build a nodding fox from everyday things.",
        'For children aged 5 to 10, each with one adult.',
      ],
    },
  ),
  A(
    'stage-voice',
    'workshops',
    'thunderstorm',
    { 'zh-hans': '舞台台词训练营', en: 'Voice on stage: a training camp' },
    { 'zh-hans': '呼吸、共鸣与吐字', en: 'Breath, resonance and diction' },
    {
      'zh-hans': [
        '《雷雨》的演员们分享他们每天的发声练习：从腹式呼吸开始，到绕口令结束。',
        '训练营共四次课，适合所有对表演感兴趣的成年人。',
      ],
      en: [
        'The cast of Thunderstorm share their daily vocal warm-up: it starts with breathing from the belly and ends with tongue-twisters.',
        'Four sessions, for any adult interested in acting.',
      ],
    },
    { video: true },
  ),
  A(
    'jazz-improvisation',
    'workshops',
    'jazz-night',
    { 'zh-hans': '爵士即兴入门', en: 'Jazz improvisation for beginners' },
    { 'zh-hans': '布鲁斯音阶的第一课', en: 'A first lesson in the blues scale' },
    {
      'zh-hans': [
        '即兴并不是随便演奏：它建立在音阶、和声与聆听之上。',
        '带上你的乐器，和海湾爵士大乐队的乐手一起即兴十二小节布鲁斯。',
      ],
      en: [
        'Improvising is not playing anything at all: it rests on scales, harmony and listening.',
        'Bring your instrument and improvise a twelve-bar blues with players from the Harbour Bay Big Band.',
      ],
    },
  ),
  A(
    'building-the-gate',
    'backstage',
    'turandot',
    { 'zh-hans': '一座城门的诞生', en: 'Building the gate' },
    { 'zh-hans': '《图兰朵》布景制作全记录', en: 'How the Turandot set was made' },
    {
      'zh-hans': [
        '高十二米、重八吨的旋转城门由剧院布景工厂用四个月完成。',
        '城门表面的青铜质感其实来自七层手工做旧的涂料。',
      ],
      en: [
        "The twelve-metre, eight-tonne revolving gate took the theatre's workshop four months to build.",
        'Its bronze look comes from seven layers of hand-aged paint.',
      ],
    },
    { pdf: true },
  ),
  A(
    'wardrobe-secrets',
    'backstage',
    'hamlet',
    { 'zh-hans': '服装间的秘密', en: 'Secrets of the wardrobe' },
    { 'zh-hans': '一件戏服要经历什么', en: 'The life of a costume' },
    {
      'zh-hans': [
        '剧院服装间保存着两万多件戏服，每一件都有编号和维护记录。',
        '演出季中，服装师每晚都要为第二天的演出熨烫、缝补与清洗。',
      ],
      en: [
        "The theatre's wardrobe keeps more than twenty thousand costumes, each with a number and a care record.",
        "During a run the dressers iron, mend and wash every night for the next day's show.",
      ],
    },
  ),
];

const ARTS_EDUCATION: Bi = { 'zh-hans': '艺术教育', en: 'Arts education' };

export function seedArtEducation(b: SeedBuilder): void {
  b.pdf('pdf:water-sleeves', 'documents/water-sleeves-guide.pdf', 'Water sleeves: a short guide', [
    'Forty sleeve movements of the Kunqu stage, with drawings.',
    'Harbour Bay Grand Theatre arts education.',
  ]);
  b.pdf('pdf:gate', 'documents/turandot-set-notes.pdf', 'Building the Turandot gate', [
    'Height 12 m, weight 8 t, four months of work.',
    'Seven layers of hand-aged paint.',
  ]);
  b.video('video:art-1', 'videos/art-education-1.mp4');
  const pdfs = ['file:pdf:water-sleeves', 'file:pdf:gate'];
  let pdfIndex = 0;
  ART.forEach((a, i) => {
    const show = shows.find((s) => s.key === a.show)!;
    b.letteredImage(
      `art:${a.slug}`,
      `art-education/${a.slug}.jpg`,
      { kind: 'banner', width: 1584, height: 891, palette: show.palette, seed: `art-${a.slug}`, format: 'jpeg' },
      { title: a.title, subtitle: a.subtitle, caption: ARTS_EDUCATION },
      a.title,
    );
    const pdf = a.pdf ? pdfs[pdfIndex++] : null;
    b.node('art_education', `art:${a.slug}`, {
      created: b.daysAgo(12 + i * 41, 14),
      build: (lang) => ({
        title: a.title[lang],
        alias: `/arts-education/${a.slug}`,
        attributes: {
          field_art_edu_subtitle: a.subtitle[lang],
          field_art_edu_content: fmt(
            a.body[lang].map(p).join('') +
              h3(lang === 'en' ? 'Taking part' : '参与方式') +
              ul(
                lang === 'en'
                  ? ['Free for members; ￥50 for others', 'Book online or at the box office']
                  : ['会员免费，非会员50元', '可在线或在票务中心报名'],
              ),
          ),
        },
        relationships: {
          field_art_edu_theme: b.ref(themeKey(a.theme)),
          field_art_edu_poster: b.img(`file:art:${a.slug}`, lang),
          field_art_edu_video: a.video ? b.fileRef('file:video:art-1') : null,
          field_art_edu_pdf: b.fileRef(pdf, pdf ? (lang === 'en' ? 'Download the guide' : '下载资料') : ''),
          field_art_edu_recommendation: b.refs([projectKey(show)]),
        },
      }),
    });
  });

  const slides: { title: Bi; text: Bi; target: string; palette: [string, string] }[] = [
    {
      title: { 'zh-hans': '走进剧场的第一课', en: 'Your first lesson in the theatre' },
      text: {
        'zh-hans': '赏析、工作坊与幕后故事，全年不间断。',
        en: 'Talks, workshops and backstage stories all year round.',
      },
      target: 'node:art:listening-to-puccini',
      palette: ['#2b0f14', '#d4a24c'],
    },
    {
      title: { 'zh-hans': '亲子木偶工作坊', en: 'Family puppet workshop' },
      text: { 'zh-hans': '和孩子一起做一只会点头的狐狸。', en: 'Make a nodding fox with your child.' },
      target: 'node:project:little-prince',
      palette: ['#fef6e4', '#f582ae'],
    },
    {
      title: { 'zh-hans': '后台导览每月开放', en: 'Backstage tours every month' },
      text: { 'zh-hans': '看看舞台机械如何让城门旋转。', en: 'See the machinery that turns the gate.' },
      target: newsKey('backstage-tours'),
      palette: ['#212529', '#c1121f'],
    },
  ];
  slides.forEach((s, i) => {
    b.letteredImage(
      `art-slide:${i + 1}`,
      `art-education/slide-${i + 1}.jpg`,
      { kind: 'banner', width: 2800, height: 1200, palette: s.palette, seed: `art-slide-${i}`, format: 'jpeg' },
      { title: s.title, subtitle: s.text, caption: ARTS_EDUCATION },
      s.title,
    );
    b.paragraph(
      'slide',
      `art-slide:${i + 1}`,
      { key: 'node:art-landing', field: 'field_art_edu_landing_slider' },
      (lang) => ({
        attributes: { field_slide_title: s.title[lang], field_slide_description: fmt(p(s.text[lang])) },
        relationships: {
          field_slide_image: b.img(`file:art-slide:${i + 1}`, lang),
          field_slide_project_news: b.ref(s.target),
        },
      }),
    );
  });
  b.node('art_education_landing', 'art-landing', {
    created: b.daysAgo(420, 10),
    build: (lang) => ({
      title: lang === 'en' ? 'Arts education' : '艺术教育',
      alias: lang === 'en' ? '/arts-education' : '/yishu-jiaoyu',
      attributes: {
        body: fmt(
          p(
            lang === 'en'
              ? 'Talks, workshops and backstage stories for every age.'
              : '面向所有年龄的艺术赏析、工作坊与幕后故事。',
          ),
        ),
      },
      relationships: { field_art_edu_landing_slider: slides.map((_, i) => b.ref(`paragraph:art-slide:${i + 1}`)) },
    }),
  });
}

type EduSeed = {
  slug: string;
  type: string;
  title: Bi;
  intro: Bi;
  video: 'upload' | 'iframe';
  unknownParagraph?: boolean;
};

const EDU: EduSeed[] = [
  {
    slug: 'opera-101',
    type: 'courses',
    title: { 'zh-hans': '歌剧入门：十个关键词', en: 'Opera 101: ten key words' },
    intro: {
      'zh-hans': '咏叹调、宣叙调、序曲……用十个关键词读懂歌剧。',
      en: 'Aria, recitative, overture: ten words that unlock opera.',
    },
    video: 'upload',
  },
  {
    slug: 'stage-lighting',
    type: 'courses',
    title: { 'zh-hans': '舞台灯光基础', en: 'Stage lighting basics' },
    intro: {
      'zh-hans': '从三点布光到色温，了解舞台上的光如何讲故事。',
      en: 'From three-point lighting to colour temperature: how light tells a story on stage.',
    },
    video: 'iframe',
  },
  {
    slug: 'reading-a-score',
    type: 'courses',
    title: { 'zh-hans': '看懂总谱的第一步', en: 'First steps in reading a score' },
    intro: {
      'zh-hans': '不会识谱也能跟上交响乐：认识总谱的排列方式。',
      en: 'Follow a symphony even if you do not read music: how a full score is laid out.',
    },
    video: 'upload',
    unknownParagraph: true,
  },
  {
    slug: 'chinese-opera-roles',
    type: 'lectures',
    title: { 'zh-hans': '戏曲行当：生旦净丑', en: 'Roles in Chinese opera' },
    intro: {
      'zh-hans': '生、旦、净、丑四大行当各有唱念做打的讲究。',
      en: 'The four role types of Chinese opera each have their own rules of singing, speech, acting and combat.',
    },
    video: 'iframe',
  },
  {
    slug: 'chekhov-today',
    type: 'lectures',
    title: { 'zh-hans': '今天为什么还要读契诃夫', en: 'Why read Chekhov today' },
    intro: { 'zh-hans': '一场关于《海鸥》与当代生活的讲座。', en: 'A lecture on The Seagull and life today.' },
    video: 'upload',
  },
  {
    slug: 'designing-costumes',
    type: 'lectures',
    title: { 'zh-hans': '戏服设计师的工作台', en: "At the costume designer's table" },
    intro: {
      'zh-hans': '从草图到成衣，一件戏服需要经过十二道工序。',
      en: 'From sketch to stage, a costume passes through twelve steps.',
    },
    video: 'iframe',
  },
];

export function seedEducation(b: SeedBuilder): void {
  b.video('video:edu', 'videos/online-course.mp4');
  EDU.forEach((e, i) => {
    const type = EDUCATION_TYPES.find((t) => t.key === e.type)!;
    b.letteredImage(
      `edu:${e.slug}`,
      `education/${e.slug}.jpg`,
      { kind: 'banner', width: 2400, height: 800, palette: type.palette, seed: `edu-${e.slug}`, format: 'jpeg' },
      { title: e.title, subtitle: e.intro, caption: type.name },
      e.title,
    );
    const parent = { key: `node:education:${e.slug}`, field: 'field_content_section' };
    const keys: string[] = [];
    keys.push(
      b.paragraph('content_section_title', `edu:${e.slug}:title`, parent, (lang) => ({
        attributes: { field_title: lang === 'en' ? 'Watch the lesson' : '观看课程' },
      })),
    );
    keys.push(
      b.paragraph('content_section_video', `edu:${e.slug}:video`, parent, () => ({
        attributes: {
          field_list: e.video,
          field_text_long:
            e.video === 'iframe'
              ? `<iframe src="https://player.example-video.com/embed/hbgt-${e.slug}" width="960" height="540" title="${e.title.en}" allowfullscreen></iframe>`
              : null,
        },
        relationships: { field_video: e.video === 'upload' ? b.fileRef('file:video:edu') : null },
      })),
    );
    keys.push(
      b.paragraph('content_section_description', `edu:${e.slug}:description`, parent, (lang) => ({
        attributes: {
          field_text: fmt(
            p(e.intro[lang]) +
              p(
                lang === 'en'
                  ? 'Each lesson lasts about twenty minutes. Pause whenever you like and try the exercise at the end.'
                  : '每节课约二十分钟，可随时暂停，并完成课后的小练习。',
              ),
          ),
        },
      })),
    );
    keys.push(
      b.paragraph('content_section_image', `edu:${e.slug}:image`, parent, (lang) => ({
        relationships: { field_image: b.img(`file:edu:${e.slug}`, lang) },
      })),
    );
    if (e.unknownParagraph)
      keys.push(
        b.paragraph('content_section_quiz', `edu:${e.slug}:quiz`, parent, (lang) => ({
          attributes: {
            field_question:
              lang === 'en' ? 'Which instrument sits at the top of a score?' : '总谱最上方通常是哪种乐器？',
          },
        })),
      );
    b.node('education', `education:${e.slug}`, {
      created: b.daysAgo(20 + i * 55, 16),
      build: (lang) => ({
        title: e.title[lang],
        alias: `/education/${e.slug}`,
        attributes: {
          body: fmt(
            p(e.intro[lang]) +
              p(
                lang === 'en'
                  ? 'Free for everyone. Members can download the notes.'
                  : '所有人均可免费观看，会员可下载课程讲义。',
              ),
          ),
        },
        relationships: {
          field_type: b.ref(educationTypeKey(e.type)),
          field_content_section: b.refs(keys),
        },
      }),
    });
  });
}
