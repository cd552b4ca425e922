/** The avatar's DTLS certificate: ECDSA P-256, what browsers offer and verify fastest. */
import {
  HashAlgorithm,
  NamedCurveAlgorithm,
  RTCCertificate,
  SignatureAlgorithm,
  createSelfSignedCertificate,
} from 'werift';

export async function dtlsCertificate(): Promise<RTCCertificate> {
  const { certPem, keyPem, signatureHash } = await createSelfSignedCertificate(
    { signature: SignatureAlgorithm.ecdsa_3, hash: HashAlgorithm.sha256_4 },
    NamedCurveAlgorithm.secp256r1_23,
  );
  return new RTCCertificate(keyPem, certPem, signatureHash);
}
