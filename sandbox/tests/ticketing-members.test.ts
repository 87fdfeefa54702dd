import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGIN,
  DEMO_PASSWORD,
  GUEST_LOGIN,
  GUEST_PASSWORD,
  TEST_CAPTCHA,
  ticketingKit,
  type Kit,
} from '../ticketing/testkit';

let kit: Kit;
beforeAll(async () => {
  kit = await ticketingKit();
});

describe('captcha', () => {
  it('is a real PNG image with a token and the login purpose', async () => {
    const r = await kit.post('/api/user/genarateRandomStr', { identifier: 'dev-a' });
    expect(r.status).toBe(200);
    expect(r.code).toBe(200);
    expect(r.data.purpose).toBe('BUSS_LOGON_PIC');
    expect(r.data.userToken).toMatch(/^CAP/);
    expect(r.data.captchaImg).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(r.data.code, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
  });

  it('checks a right answer without spending it, case sensitive, then is spent by one login attempt', async () => {
    const cap = await kit.post('/api/user/genarateRandomStr', { identifier: 'dev-b' });
    const token = cap.data.userToken;
    const right = await kit.post('/api/user/checkCaptcha', {
      purpose: 'BUSS_LOGON_PIC',
      token,
      captcha: TEST_CAPTCHA,
      locale: 'en',
    });
    expect(right.code).toBe(200);
    expect((await kit.post('/api/user/checkCaptcha', { token, captcha: TEST_CAPTCHA })).code).toBe(200);
    const login = await kit.post('/api/user/login', {
      ...DEMO_LOGIN,
      identifier: 'dev-b',
      loginPass: DEMO_PASSWORD,
      captcha: TEST_CAPTCHA,
      langType: 2,
    });
    expect(login.code).toBe(200);
    // one use: the same captcha cannot log in again
    const again = await kit.post('/api/user/login', {
      ...DEMO_LOGIN,
      identifier: 'dev-b',
      loginPass: DEMO_PASSWORD,
      captcha: TEST_CAPTCHA,
      langType: 2,
    });
    expect(again.status).toBe(400);
    expect((await kit.post('/api/user/checkCaptcha', { token, captcha: TEST_CAPTCHA })).status).toBe(400);
  });

  it('a wrong answer to a check spends the captcha: it cannot be asked again (no oracle)', async () => {
    const cap = await kit.post('/api/user/genarateRandomStr', { identifier: 'dev-oracle' });
    const token = cap.data.userToken;
    const wrongCase = await kit.post('/api/user/checkCaptcha', {
      token,
      captcha: TEST_CAPTCHA.toLowerCase(),
      locale: 'en',
    });
    expect(wrongCase.status).toBe(400);
    expect(wrongCase.msg).toBe('Incorrect captcha');
    expect((await kit.post('/api/user/checkCaptcha', { token, captcha: TEST_CAPTCHA })).status).toBe(400);
    const login = await kit.post('/api/user/login', {
      ...DEMO_LOGIN,
      identifier: 'dev-oracle',
      captchaToken: token,
      loginPass: DEMO_PASSWORD,
      captcha: TEST_CAPTCHA,
      langType: 2,
    });
    expect(login.status).toBe(400);
  });

  it("issues captchas of 4 to 6 characters (their length is the backend's business)", async () => {
    const { createSandbox } = await import('../app');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const sandbox = await createSandbox({ config: { dataDir: mkdtempSync(join(tmpdir(), 'captcha-')) } });
    try {
      const lengths = new Set<number>();
      for (let i = 0; i < 60; i++) {
        await sandbox.fetch(
          new Request('http://sandbox/jsonapi/damai/api/user/genarateRandomStr', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"identifier":"len"}',
          }),
        );
        const row = sandbox.ctx.db
          .prepare("SELECT code FROM tk_captchas WHERE identifier = 'len' ORDER BY rowid DESC LIMIT 1")
          .get() as { code: string };
        lengths.add(row.code.length);
      }
      expect([...lengths].sort()).toEqual([4, 5, 6]);
    } finally {
      sandbox.close();
    }
  });

  it('a wrong captcha is refused (and spent) even with the right password', async () => {
    await kit.post('/api/user/genarateRandomStr', { identifier: 'dev-c' });
    const r = await kit.post('/api/user/login', {
      ...DEMO_LOGIN,
      identifier: 'dev-c',
      loginPass: DEMO_PASSWORD,
      captcha: 'ab3k',
      langType: 2,
    });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('Incorrect captcha');
    const zh = await kit.post('/api/user/login', {
      ...DEMO_LOGIN,
      identifier: 'dev-c',
      loginPass: DEMO_PASSWORD,
      captcha: TEST_CAPTCHA,
      langType: 1,
    });
    expect(zh.status).toBe(400); // spent
    expect(zh.msg).toMatch(/验证码/);
  });

  it('reset gives a new captcha and spends the old one; captchas expire after 5 minutes', async () => {
    const first = await kit.post('/api/user/genarateRandomStr', { identifier: 'dev-d' });
    const reset = await kit.post('/api/user/resetCaptcha', { identifier: 'dev-d', token: first.data.userToken });
    expect(reset.code).toBe(200);
    expect(reset.data.userToken).not.toBe(first.data.userToken);
    expect(
      (await kit.post('/api/user/checkCaptcha', { token: first.data.userToken, captcha: TEST_CAPTCHA })).status,
    ).toBe(400);
    expect(
      (await kit.post('/api/user/checkCaptcha', { token: reset.data.userToken, captcha: TEST_CAPTCHA })).code,
    ).toBe(200);
    kit.clock.now += 5 * 60 * 1000 + 1;
    try {
      expect(
        (await kit.post('/api/user/checkCaptcha', { token: reset.data.userToken, captcha: TEST_CAPTCHA })).status,
      ).toBe(400);
    } finally {
      kit.clock.now -= 5 * 60 * 1000 + 1;
    }
  });
});

describe('login, session and logout', () => {
  it('logs in by email and by phone; the token opens member calls', async () => {
    const byEmail = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    const byPhone = await kit.login({ phone: '13800138000' }, DEMO_PASSWORD);
    for (const token of [byEmail, byPhone]) {
      const info = await kit.post('/api/user/userInfo', { locale: 'en' }, token);
      expect(info.code).toBe(200);
      expect(info.data.userEmail).toBe('demo@theatre.test');
    }
  });

  it('a wrong password or unknown user is a 400, not a 401', async () => {
    for (const [user, pass] of [
      [DEMO_LOGIN, 'Wrong123'],
      [{ email: 'nobody@theatre.test' }, 'Demo1234'],
    ] as const) {
      await kit.post('/api/user/genarateRandomStr', { identifier: 'dev-e' });
      const r = await kit.post('/api/user/login', {
        ...user,
        identifier: 'dev-e',
        loginPass: pass,
        captcha: TEST_CAPTCHA,
        langType: 2,
      });
      expect(r.status).toBe(400);
      expect(r.code).toBe(400);
      expect(r.msg).toBe('Incorrect username or password');
    }
  });

  it('a login without email or phone gets the credentials message', async () => {
    const r = await kit.post('/api/user/login', {
      email: 'not-an-email',
      identifier: 'x',
      loginPass: 'a',
      captcha: 'b',
      langType: 2,
    });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('Something is wrong with your login credentials');
  });

  it('sessions expire 2 hours after login (401), and missing or unknown tokens are 401', async () => {
    const token = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    kit.clock.now += 2 * 60 * 60 * 1000 - 1000;
    expect((await kit.post('/api/user/userInfo', {}, token)).code).toBe(200);
    kit.clock.now += 1000;
    try {
      const expired = await kit.post('/api/user/userInfo', {}, token);
      expect(expired.status).toBe(401);
      expect(expired.code).toBe(401);
      expect(expired.msg).toBe('Unauthorized');
    } finally {
      kit.clock.now -= 2 * 60 * 60 * 1000;
    }
    expect((await kit.post('/api/user/userInfo', {})).status).toBe(401);
    expect((await kit.post('/api/user/userInfo', {}, 'made-up')).status).toBe(401);
    expect((await kit.get('/api/cart/queryCartInfo')).status).toBe(401);
  });

  it('logout invalidates the token on the server', async () => {
    const token = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    expect((await kit.get('/api/user/logout', token)).code).toBe(200);
    expect((await kit.post('/api/user/userInfo', {}, token)).status).toBe(401);
  });
});

describe('user info and profile', () => {
  it('answers the demo profile with a localized level name', async () => {
    const token = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    const zh = await kit.post('/api/user/userInfo', { locale: 'zh-hans' }, token);
    expect(zh.data).toMatchObject({
      userName: '李明',
      userToken: expect.stringMatching(/^M\d{8}$/),
      userTel: '13800138000',
      userLevel: 3,
      levelName: '金卡会员',
      idCardBound: true,
      points: 5000,
      payPasswordSet: true,
      pointsAccountOpened: true,
    });
    const en = await kit.post('/api/user/userInfo', { locale: 'en' }, token);
    expect(en.data.levelName).toBe('Gold');
  });

  it('a member without a name gets the not-set placeholder', async () => {
    const token = await kit.login(GUEST_LOGIN, GUEST_PASSWORD);
    const r = await kit.post('/api/user/userInfo', { locale: 'en' }, token);
    expect(r.data).toMatchObject({
      userName: '未设置',
      userLevel: 1,
      levelName: 'Member',
      idCardBound: false,
      pointsAccountOpened: false,
    });
  });

  it('lists the member levels', async () => {
    const r = await kit.get('/api/user/levels?langType=2');
    expect(r.data.dataList.map((l: { levelName: string }) => l.levelName)).toEqual([
      'Member',
      'Silver',
      'Gold',
      'Diamond',
    ]);
  });

  it('registers, refuses a taken username and a weak password', async () => {
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000001' });
    const ok = await kit.post('/api/user/register', {
      email: 'new.member@theatre.test',
      phone: '13700000001',
      password: 'Abc123',
      verifyCode: '123456',
      langType: 2,
    });
    expect(ok.code).toBe(200);
    expect(ok.data.userName).toBe('未设置');
    const taken = await kit.post('/api/user/register', {
      email: 'NEW.member@theatre.test',
      password: 'Abc123',
      langType: 2,
    });
    expect(taken.status).toBe(409);
    expect(taken.msg).toBe('Username exists');
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13800138000' });
    const takenPhone = await kit.post('/api/user/register', {
      phone: '13800138000',
      password: 'Abc123',
      verifyCode: '123456',
      langType: 1,
    });
    expect(takenPhone.msg).toBe('用户名已存在');
    for (const password of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg']) {
      const weak = await kit.post('/api/user/register', { email: 'weak@theatre.test', password, langType: 2 });
      expect(weak.status).toBe(400);
    }
    const mismatch = await kit.post('/api/user/register', {
      email: 'weak@theatre.test',
      password: 'Abc123',
      confirmPassword: 'Abc124',
    });
    expect(mismatch.msg).toBe('Password fields must be matches');
    expect((await kit.post('/api/user/register', { password: 'Abc123' })).status).toBe(400);
    expect(await kit.login({ email: 'new.member@theatre.test' }, 'Abc123')).toBeTruthy();
  });

  it('registers a phone number only with the code sent to it, once, within five minutes and five tries', async () => {
    const register = (phone: string, verifyCode?: string) =>
      kit.post('/api/user/register', { phone, password: 'Abc123', verifyCode, langType: 2 });
    // no code sent: the number is not proven, whatever is typed (the sandbox's code included)
    const unsent = await register('13700000011', '123456');
    expect(unsent.status).toBe(400);
    expect(unsent.msg).toBe('Verification code expired, please send a new one');
    expect((await register('13700000011')).status).toBe(400);

    // a code sent to another number proves nothing about this one
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000012' });
    expect((await register('13700000011', '123456')).status).toBe(400);

    // wrong guesses spend the code after five tries
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000011' });
    for (let i = 0; i < 5; i++)
      expect((await register('13700000011', '000000')).msg).toBe('Incorrect verification code');
    expect((await register('13700000011', '123456')).msg).toBe('Verification code expired, please send a new one');

    // a code expires after five minutes
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000011' });
    kit.clock.now += 5 * 60 * 1000 + 1;
    expect((await register('13700000011', '123456')).status).toBe(400);

    // the right code, in time, registers once and is spent
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000011' });
    expect((await register('13700000011', '123456')).code).toBe(200);
    expect((await register('13700000011', '123456')).msg).toBe('Verification code expired, please send a new one');
    expect(await kit.login({ phone: '13700000011' }, 'Abc123')).toBeTruthy();
  });

  it('reads numbers as an SMS gateway does: 013998540415 and 13998540415 are one number', async () => {
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '013998540415' });
    const registered = await kit.post('/api/user/register', {
      phone: '13998540415',
      password: 'Abc123',
      verifyCode: '123456',
      langType: 2,
    });
    expect(registered.code).toBe(200);
    expect(registered.data.userTel).toBe('13998540415');
    // the same number in another spelling is taken, and logs in
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13998540415' });
    const again = await kit.post('/api/user/register', {
      phone: '013998540415',
      password: 'Abc123',
      verifyCode: '123456',
      langType: 2,
    });
    expect(again.msg).toBe('Username exists');
    expect(await kit.login({ phone: '013998540415' }, 'Abc123')).toBeTruthy();
  });

  it('modifies the profile within the limits and binds an ID card once', async () => {
    const token = await kit.register('modify@theatre.test');
    const ok = await kit.post(
      '/api/user/modifyUser',
      { userName: '王芳', userAddress: 'x'.repeat(3000), userTel: '13911112222', idCard: '31010119900101123X' },
      token,
    );
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ userName: '王芳', userTel: '13911112222', idCardBound: true });
    const before = kit.fingerprint();
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: 'n'.repeat(51) }, 'must be 50 characters or fewer'],
      [{ userAddress: 'a'.repeat(3001) }, 'must be 3000 characters or fewer'],
      [{ userTel: '12ab' }, 'Must be phone number (9-12 digits)'],
      [{ idCard: '123' }, 'Must be 18 characters'],
    ];
    for (const [body, msg] of cases) {
      const r = await kit.post('/api/user/modifyUser', { ...body, langType: 2 }, token);
      expect(r.status).toBe(400);
      expect(r.msg).toBe(msg);
    }
    const rebind = await kit.post('/api/user/modifyUser', { idCard: '310101199001011234' }, token);
    expect(rebind.status).toBe(409);
    expect(kit.fingerprint()).toBe(before);
    const cleared = await kit.post('/api/user/modifyUser', { userName: '' }, token);
    expect(cleared.data.userName).toBe('未设置');
  });

  it('resets a forgotten password with the code e-mailed to the address and ends old sessions', async () => {
    const token = await kit.register('forgot@theatre.test', 'Before123');
    expect((await kit.post('/api/user/sendEmailCode', { email: 'forgot@theatre.test' })).data).toEqual({
      sent: true,
      expiresIn: 300,
    });
    const bad = await kit.post('/api/user/resetPass', {
      email: 'forgot@theatre.test',
      newPassword: 'After123',
      verifyCode: '000000',
    });
    expect(bad.status).toBe(400);
    const ok = await kit.post('/api/user/resetPass', {
      email: 'forgot@theatre.test',
      newPassword: 'After123',
      verifyCode: '123456',
    });
    expect(ok.code).toBe(200);
    expect((await kit.post('/api/user/userInfo', {}, token)).status).toBe(401);
    expect(await kit.login({ email: 'forgot@theatre.test' }, 'After123')).toBeTruthy();
    await kit.post('/api/user/sendEmailCode', { email: 'ghost@theatre.test' });
    expect(
      (
        await kit.post('/api/user/resetPass', {
          email: 'ghost@theatre.test',
          newPassword: 'After123',
          verifyCode: '123456',
        })
      ).status,
    ).toBe(404);
    expect((await kit.post('/api/user/sendSmsCode', { mobileNumber: '13800138000' })).code).toBe(200);
  });

  it('resets by e-mail only with the code sent to that address, once, within five minutes and five tries', async () => {
    await kit.register('mailed@theatre.test', 'Before123');
    const reset = (verifyCode: string, email = 'mailed@theatre.test') =>
      kit.post('/api/user/resetPass', { email, newPassword: 'After123', verifyCode, langType: 2 });
    // no code sent: the address is not proven, whatever is typed (the sandbox's code included)
    const unsent = await reset('123456');
    expect(unsent.status).toBe(400);
    expect(unsent.msg).toBe('Verification code expired, please send a new one');

    // a code sent to another address proves nothing about this one
    await kit.post('/api/user/sendEmailCode', { email: 'other@theatre.test' });
    expect((await reset('123456')).status).toBe(400);

    // wrong guesses spend the code after five tries
    await kit.post('/api/user/sendEmailCode', { email: 'mailed@theatre.test' });
    for (let i = 0; i < 5; i++) expect((await reset('000000')).msg).toBe('Incorrect verification code');
    expect((await reset('123456')).msg).toBe('Verification code expired, please send a new one');

    // a code expires after five minutes
    await kit.post('/api/user/sendEmailCode', { email: 'mailed@theatre.test' });
    kit.clock.now += 5 * 60 * 1000 + 1;
    expect((await reset('123456')).status).toBe(400);

    // the right code, in time (the address in any case), resets once and is spent
    await kit.post('/api/user/sendEmailCode', { email: 'Mailed@Theatre.test' });
    expect((await reset('123456')).code).toBe(200);
    expect((await reset('123456')).msg).toBe('Verification code expired, please send a new one');
    expect(await kit.login({ email: 'mailed@theatre.test' }, 'After123')).toBeTruthy();
    // and only a well-formed address is sent a code
    expect((await kit.post('/api/user/sendEmailCode', { email: 'mailed@theatre' })).status).toBe(400);
  });

  it('resets by phone only with the code sent to that phone', async () => {
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000041' });
    await kit.post('/api/user/register', { phone: '13700000041', password: 'Before123', verifyCode: '123456' });
    const reset = () =>
      kit.post('/api/user/resetPass', { phone: '13700000041', newPassword: 'After123', verifyCode: '123456' });
    expect((await reset()).status).toBe(400); // the registration spent the code; none was sent since
    await kit.post('/api/user/sendSmsCode', { mobileNumber: '13700000041' });
    expect((await reset()).code).toBe(200);
    expect(await kit.login({ phone: '13700000041' }, 'After123')).toBeTruthy();
  });
});

describe('pay password and points account', () => {
  it('sets and checks the pay password by pin and by SMS code', async () => {
    const token = await kit.register('pin@theatre.test');
    expect(
      (await kit.post('/api/paypswd/checkPayPassword', { payPassword: '123456', validateType: 1 }, token)).status,
    ).toBe(422);
    const mismatch = await kit.post(
      '/api/paypswd/updatePayPassword',
      { newPayPassword: '123456', confirmPayPassword: '654321', langType: 2 },
      token,
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.msg).toBe('Two fields must be matched');
    expect(
      (
        await kit.post(
          '/api/paypswd/updatePayPassword',
          { newPayPassword: '12a456', confirmPayPassword: '12a456' },
          token,
        )
      ).msg,
    ).toBe('Must be number');
    expect(
      (
        await kit.post(
          '/api/paypswd/updatePayPassword',
          { newPayPassword: '12345', confirmPayPassword: '12345' },
          token,
        )
      ).msg,
    ).toBe('Must be 6 characters');
    const set = await kit.post(
      '/api/paypswd/updatePayPassword',
      { newPayPassword: '246810', confirmPayPassword: '246810' },
      token,
    );
    expect(set.code).toBe(200);
    expect(set.data.payPasswordSet).toBe(true);
    expect(
      (await kit.post('/api/paypswd/checkPayPassword', { payPassword: '246810', validateType: 1 }, token)).code,
    ).toBe(200);
    expect(
      (await kit.post('/api/paypswd/checkPayPassword', { payPassword: '111111', validateType: 1 }, token)).status,
    ).toBe(400);
    const demo = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    expect(
      (
        await kit.post(
          '/api/paypswd/checkPayPassword',
          { mobileNumber: '13800138000', payVerifyCode: '123456', validateType: 2 },
          demo,
        )
      ).code,
    ).toBe(200);
    expect(
      (
        await kit.post(
          '/api/paypswd/checkPayPassword',
          { mobileNumber: '13800138000', payVerifyCode: '999999', validateType: 2 },
          demo,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await kit.post(
          '/api/paypswd/checkPayPassword',
          { mobileNumber: '13900000000', payVerifyCode: '123456', validateType: 2 },
          demo,
        )
      ).status,
    ).toBe(422);
  });

  it('changing a pin that is set asks for the current pin or an SMS code; a session alone cannot', async () => {
    const token = await kit.register('pin-change@theatre.test');
    const change = (body: object) =>
      kit.post(
        '/api/paypswd/updatePayPassword',
        { newPayPassword: '112233', confirmPayPassword: '112233', ...body },
        token,
      );
    // the first pin needs nothing more
    expect((await change({})).code).toBe(200);
    const bare = await change({});
    expect(bare.status).toBe(400);
    expect(bare.msg).toBe('Please confirm with your current pin or an SMS code');
    expect((await change({ validateType: 1, payPassword: '000000' })).msg).toBe('Incorrect pay password');
    expect((await change({ validateType: 1, payPassword: '112233' })).code).toBe(200);
    const demo = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    const bySms = await kit.post(
      '/api/paypswd/updatePayPassword',
      {
        newPayPassword: '123456',
        confirmPayPassword: '123456',
        validateType: 2,
        mobileNumber: '013800138000',
        payVerifyCode: '123456',
      },
      demo,
    );
    expect(bySms.code).toBe(200);
  });

  it('opens the points account by pin or SMS code', async () => {
    const a = await kit.register('points-a@theatre.test');
    const opened = await kit.post('/api/user/openAccount', { validateType: 1, payPassword: '135790' }, a);
    expect(opened.data).toMatchObject({ pointsAccountOpened: true, payPasswordSet: true });
    const b = await kit.login(GUEST_LOGIN, GUEST_PASSWORD);
    expect(
      (
        await kit.post(
          '/api/user/openAccount',
          { validateType: 2, mobileNumber: '13900139000', payVerifyCode: '000000' },
          b,
        )
      ).status,
    ).toBe(400);
    expect((await kit.post('/api/user/openAccount', { validateType: 3 }, b)).status).toBe(400);
    const viaSms = await kit.post(
      '/api/user/openAccount',
      { validateType: 2, mobileNumber: '13900139000', payVerifyCode: '123456' },
      b,
    );
    expect(viaSms.data.pointsAccountOpened).toBe(true);
    kit.sb.ctx.db.prepare("UPDATE tk_members SET points_opened = 0 WHERE email = 'guest@theatre.test'").run();
  });
});

describe('member lists', () => {
  it('pages the coupons with used / not used status', async () => {
    const token = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    const all = await kit.get('/api/user/couponCodes?page=1&pageSize=4&langType=2', token);
    expect(all.data).toMatchObject({ total: 7, totalPage: 2, currentPage: 1 });
    expect(all.data.dataList).toHaveLength(4);
    const second = await kit.get('/api/user/couponCodes?page=2&pageSize=4&langType=2', token);
    expect(second.data.dataList).toHaveLength(3);
    const coupons = [...all.data.dataList, ...second.data.dataList];
    expect(coupons.filter((c) => c.status === 1)).toHaveLength(2);
    expect(coupons.filter((c) => c.expired)).toHaveLength(1);
    expect(coupons[0]).toMatchObject({
      couponCode: expect.any(String),
      name: expect.any(String),
      minSpend: expect.any(Number),
      validFrom: expect.any(Number),
      validTo: expect.any(Number),
    });
    const unused = await kit.get('/api/user/couponCodes?status=2&pageSize=0', token);
    expect(unused.data.dataList.every((c: { status: number }) => c.status === 2)).toBe(true);
  });

  it('lists medals and the points and growth records', async () => {
    const token = await kit.login(DEMO_LOGIN, DEMO_PASSWORD);
    const medals = await kit.get('/api/user/getHistoryMedalList?langType=1', token);
    expect(medals.data.dataList.length).toBeGreaterThanOrEqual(3);
    expect(medals.data.dataList[0]).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      awardedAt: expect.any(Number),
    });
    const points = await kit.get('/api/user/findPointRecordByCustomer?dataType=1&currentPage=1&pageSize=3', token);
    expect(points.data.balance).toBe(5000);
    expect(points.data.dataList).toHaveLength(3);
    expect(points.data.dataList[0].balance).toBe(5000);
    expect(points.data.totalPage).toBeGreaterThan(1);
    const growth = await kit.get('/api/user/findPointRecordByCustomer?dataType=2&currentPage=1&pageSize=0', token);
    expect(growth.data.balance).toBe(6200);
    expect(growth.data.dataList.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(6200);
    expect((await kit.get('/api/user/findPointRecordByCustomer?dataType=3', token)).status).toBe(400);
  });
});
