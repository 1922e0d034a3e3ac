//! TLS to PostgreSQL when the DSN asks for it, with rustls (through tokio-postgres-rustls),
//! as libpq reads `sslmode`:
//!
//! | `sslmode` | the connection |
//! |---|---|
//! | absent, `disable` | plain TCP |
//! | `prefer` | plain TCP (Palace never guesses; logged) |
//! | `require` | TLS or no connection; the certificate is not checked, unless `sslrootcert` is given (then as `verify-ca`) |
//! | `verify-ca` | TLS, the certificate signed by a trusted authority |
//! | `verify-full` | TLS, the certificate signed by a trusted authority and made out to the host |
//!
//! The trusted authorities: `sslrootcert=FILE` (PEM), `sslrootcert=system` (the system's
//! store), or else Mozilla's list (webpki-roots) built into Palace.

use std::sync::Arc;

use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::WebPkiSupportedAlgorithms;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::dsn::Dsn;

/// What the DSN asks of the connection.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Plain TCP (`sslmode` absent, `disable` or `prefer`).
    Plain,
    /// TLS, any certificate (`require` without `sslrootcert`).
    Encrypted,
    /// TLS, a certificate from a trusted authority (`verify-ca`, or `require` with
    /// `sslrootcert`).
    VerifyCa,
    /// TLS, a trusted certificate for the host (`verify-full`).
    VerifyFull,
}

/// The TLS a DSN asks for: its mode and where its trusted authorities are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tls {
    /// How the connection is made.
    pub mode: Mode,
    /// `sslrootcert`: a PEM file, or `system`.
    pub root_cert: Option<String>,
}

impl Tls {
    /// Reads `sslmode` and `sslrootcert` (the last of each, as tokio-postgres does).
    pub fn of(dsn: &Dsn<'_>) -> Result<Tls, String> {
        let root_cert = dsn.last("sslrootcert").map(str::to_owned);
        let mode = match dsn.last("sslmode") {
            None | Some("disable" | "prefer") => Mode::Plain,
            Some("require") if root_cert.is_some() => Mode::VerifyCa,
            Some("require") => Mode::Encrypted,
            Some("verify-ca") => Mode::VerifyCa,
            Some("verify-full") => Mode::VerifyFull,
            Some(other) => {
                return Err(format!(
                    "sslmode={other:?} is not one Palace knows: write disable, require, verify-ca or verify-full"
                ));
            }
        };
        Ok(Tls { mode, root_cert })
    }

    /// Says how the connection is made, for the log.
    pub fn describe(&self) -> &'static str {
        match self.mode {
            Mode::Plain => "no TLS",
            Mode::Encrypted => "TLS (certificate not checked)",
            Mode::VerifyCa => "TLS (certificate authority checked)",
            Mode::VerifyFull => "TLS (certificate authority and host name checked)",
        }
    }

    /// The connector for tokio-postgres: `None` for plain TCP.
    pub fn connector(&self) -> Result<Option<MakeRustlsConnect>, String> {
        if self.mode == Mode::Plain {
            return Ok(None);
        }
        // The provider is named, never the process default (which panics when two are
        // built in).
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let builder = ClientConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("TLS: {e}"))?;
        let config = match self.mode {
            Mode::Plain => unreachable!("handled above"),
            Mode::Encrypted => builder
                .dangerous()
                .with_custom_certificate_verifier(Arc::new(AnyCertificate {
                    algorithms: provider.signature_verification_algorithms,
                }))
                .with_no_client_auth(),
            Mode::VerifyCa => {
                let inner = WebPkiServerVerifier::builder_with_provider(
                    Arc::new(self.roots()?),
                    provider.clone(),
                )
                .build()
                .map_err(|e| format!("TLS: {e}"))?;
                builder
                    .dangerous()
                    .with_custom_certificate_verifier(Arc::new(AnyName { inner }))
                    .with_no_client_auth()
            }
            Mode::VerifyFull => builder
                .with_root_certificates(self.roots()?)
                .with_no_client_auth(),
        };
        Ok(Some(MakeRustlsConnect::new(config)))
    }

    /// The trusted authorities.
    fn roots(&self) -> Result<RootCertStore, String> {
        let mut roots = RootCertStore::empty();
        match self.root_cert.as_deref() {
            None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
            Some("system") => {
                let found = rustls_native_certs::load_native_certs();
                let (added, _) = roots.add_parsable_certificates(found.certs);
                if added == 0 {
                    return Err(format!(
                        "sslrootcert=system: no certificate authority found in the system's store{}",
                        found
                            .errors
                            .first()
                            .map(|e| format!(" ({e})"))
                            .unwrap_or_default()
                    ));
                }
            }
            Some(path) => {
                let certs = CertificateDer::pem_file_iter(path)
                    .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
                    .map_err(|e| format!("sslrootcert={path}: cannot read it ({e})"))?;
                let (added, _) = roots.add_parsable_certificates(certs);
                if added == 0 {
                    return Err(format!(
                        "sslrootcert={path}: no certificate in it (a PEM file of the authority's certificate is needed)"
                    ));
                }
            }
        }
        Ok(roots)
    }
}

/// `sslmode=require` without `sslrootcert`: encryption against eavesdroppers, any
/// certificate (as libpq); the handshake's signatures are still checked.
#[derive(Debug)]
struct AnyCertificate {
    algorithms: WebPkiSupportedAlgorithms,
}

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.algorithms.supported_schemes()
    }
}

/// `sslmode=verify-ca`: the chain must lead to a trusted authority; the name on the
/// certificate is not compared with the host.
#[derive(Debug)]
struct AnyName {
    inner: Arc<WebPkiServerVerifier>,
}

impl ServerCertVerifier for AnyName {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        match self.inner.verify_server_cert(
            end_entity,
            intermediates,
            server_name,
            ocsp_response,
            now,
        ) {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(text: &str) -> Result<Mode, String> {
        Tls::of(&Dsn::read(text)).map(|t| t.mode)
    }

    #[test]
    fn the_mode_follows_sslmode_in_both_forms() {
        for (text, want) in [
            ("postgres://u:pw@h/d", Mode::Plain),
            ("postgres://u:pw@h/d?sslmode=disable", Mode::Plain),
            ("postgres://u:pw@h/d?sslmode=prefer", Mode::Plain),
            ("postgres://u:pw@h/d?sslmode=require", Mode::Encrypted),
            (
                "postgresql://u@h/d?application_name=x&sslmode=verify-ca",
                Mode::VerifyCa,
            ),
            ("postgres://u@h/d?sslmode=verify-full", Mode::VerifyFull),
            ("postgres://u@h/d?ssl%6Dode=verify%2Dfull", Mode::VerifyFull),
            (
                "postgres://u@h/d?sslmode=require&sslrootcert=/ca.pem",
                Mode::VerifyCa,
            ),
            (
                "postgres://u@h/d?sslmode=require&sslmode=disable",
                Mode::Plain,
            ),
            (
                "postgres://u@h/d?sslmode=disable&sslmode=require",
                Mode::Encrypted,
            ),
            ("host=h user=u", Mode::Plain),
            ("host=h sslmode=disable", Mode::Plain),
            ("host=h sslmode=require password='x y'", Mode::Encrypted),
            ("host=h sslmode = 'verify-ca'", Mode::VerifyCa),
            (
                "host=h sslmode=verify-full sslrootcert=system",
                Mode::VerifyFull,
            ),
            (
                "host=h sslmode=require sslrootcert='/my ca.pem'",
                Mode::VerifyCa,
            ),
        ] {
            assert_eq!(mode(text), Ok(want), "{text}");
        }
        let e = mode("host=h sslmode=allow").unwrap_err();
        assert!(e.contains("allow") && e.contains("verify-full"), "{e}");
        assert!(mode("postgres://h/d?sslmode=verify").is_err());
    }

    #[test]
    fn a_tls_mode_gives_a_connector_and_plain_gives_none() {
        let tls = |text: &str| Tls::of(&Dsn::read(text)).unwrap();
        assert!(tls("host=h").connector().unwrap().is_none());
        for text in [
            "host=h sslmode=require",
            "host=h sslmode=verify-ca",
            "host=h sslmode=verify-full",
        ] {
            assert!(tls(text).connector().unwrap().is_some(), "{text}");
        }
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("ca.pem");
        let e = tls(&format!(
            "host=h sslmode=verify-full sslrootcert={}",
            missing.display()
        ))
        .connector()
        .err()
        .unwrap();
        assert!(e.contains("sslrootcert") && e.contains("ca.pem"), "{e}");
        std::fs::write(&missing, "not a certificate").unwrap();
        let e = tls(&format!(
            "host=h sslmode=verify-ca sslrootcert={}",
            missing.display()
        ))
        .connector()
        .err()
        .unwrap();
        assert!(e.contains("no certificate"), "{e}");
    }
}
