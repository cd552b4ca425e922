/** The wall display page's requests (issue 30): refusals carry the platform's words, an
 *  unreachable platform is told apart so the page retries. */
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import { WALL_ERROR } from '../../../shared/walls/videoWalls';
import { WallOfflineError, WallRequestError, wallRequest } from './wallRequest';
import { ClaimWallDisplayTokenMutation } from './wallDisplayDocuments';

// The part of a fetch Response the request reads (the test environment has no Response).
const answering = (status: number, body: unknown) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => ({ status, json: async () => body }) as Response);

describe('wallRequest', () => {
  it('answers the data, sent with the preflight header and without cookies', async () => {
    const fetchImpl = answering(200, { data: { claimWallDisplayToken: { accepted: false, displayToken: null } } });
    const data = await wallRequest(ClaimWallDisplayTokenMutation, { pairingToken: 'p' }, fetchImpl);
    expect(data.claimWallDisplayToken.accepted).toBe(false);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({ [PREFLIGHT_HEADER]: PREFLIGHT_VALUE });
    expect(JSON.parse(init.body as string)).toMatchObject({ variables: { pairingToken: 'p' } });
  });

  it("throws the platform's refusal in its own words", async () => {
    const fetchImpl = answering(401, { data: null, errors: [{ message: WALL_ERROR.NOT_PAIRED }] });
    await expect(wallRequest(ClaimWallDisplayTokenMutation, { pairingToken: 'p' }, fetchImpl)).rejects.toEqual(
      new WallRequestError(WALL_ERROR.NOT_PAIRED),
    );
  });

  it('tells an unreachable platform apart', async () => {
    const down = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(wallRequest(ClaimWallDisplayTokenMutation, { pairingToken: 'p' }, down)).rejects.toBeInstanceOf(
      WallOfflineError,
    );
    await expect(
      wallRequest(ClaimWallDisplayTokenMutation, { pairingToken: 'p' }, answering(502, {})),
    ).rejects.toBeInstanceOf(WallOfflineError);
  });
});
