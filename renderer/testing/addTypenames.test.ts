import { addTypenames } from './addTypenames';

describe('addTypenames', () => {
  it('names every selected object from the schema, through lists, aliases and fragments', () => {
    const query = `
      query SolidConfig($userId: ID!) {
        config: solidConfig(userId: $userId) { ...Fields __typename }
        __typename
      }
      fragment Fields on SolidConfig { userId currentView { version __typename } }
    `;
    const data = { config: { userId: 'u1', currentView: { version: 1 } } };
    expect(addTypenames(query, data)).toEqual({
      __typename: 'Query',
      config: { __typename: 'SolidConfig', userId: 'u1', currentView: { __typename: 'CurrentView', version: 1 } },
    });
  });

  it('names the items of a list and leaves nulls and unselected typenames alone', () => {
    const query = 'query R { videoRequests { id files { href __typename } __typename } user(id: "x") { id } }';
    const data = {
      videoRequests: [
        { id: 'r1', files: null },
        { id: 'r2', files: [{ href: '/f' }] },
      ],
      user: { id: 'x' },
    };
    expect(addTypenames(query, data)).toEqual({
      videoRequests: [
        { __typename: 'VideoRequest', id: 'r1', files: null },
        { __typename: 'VideoRequest', id: 'r2', files: [{ __typename: 'VideoRequestFile', href: '/f' }] },
      ],
      user: { id: 'x' },
    });
  });

  it('types mutations, and looks up an interface member by the typename the test gives', () => {
    const mutation = 'mutation A { acceptLicence { version __typename } }';
    expect(addTypenames(mutation, { acceptLicence: { version: 2 } })).toEqual({
      acceptLicence: { __typename: 'Licence', version: 2 },
    });
    const members =
      'query D { device(id: "d") { aspects { __typename ... on AvatarAspect { health { gravity __typename } } } } }';
    expect(
      addTypenames(members, { device: { aspects: [{ __typename: 'AvatarAspect', health: { gravity: 1 } }, {}] } }),
    ).toEqual({
      device: { aspects: [{ __typename: 'AvatarAspect', health: { __typename: 'AspectHealth', gravity: 1 } }, {}] },
    });
  });
});
