//! The fake's HTTPS side: `https://discord.com` for a client that resolves `discord.com` to
//! 127.0.0.1 and trusts the test CA ([`TEST_CA_PEM`], `tests/data/tls`). serenity's own
//! rate limiter ignores a proxy API base and always calls `https://discord.com`; through
//! this, a bot may run with it on (waiting out 429s as Discord tells it) and still reach
//! nothing but the fake.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto::Builder;
use hyper_util::service::TowerToHyperService;
use rustls::pki_types::pem::PemObject as _;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio::task::JoinHandle;

/// The CA that signed the fake's certificate for `discord.com` (PEM): a test client adds
/// it as its only root.
pub const TEST_CA_PEM: &[u8] = include_bytes!("../../data/tls/ca.pem");

const CERT_PEM: &[u8] = include_bytes!("../../data/tls/discord.com.pem");
const KEY_PEM: &[u8] = include_bytes!("../../data/tls/discord.com.key");

/// Serves `app` over TLS as `discord.com` on a free port of 127.0.0.1: the address, and
/// the task accepting connections.
pub(crate) async fn serve(app: Router) -> (SocketAddr, JoinHandle<()>) {
    let certs = CertificateDer::pem_slice_iter(CERT_PEM)
        .collect::<Result<Vec<_>, _>>()
        .expect("the test certificate");
    let key = PrivateKeyDer::from_pem_slice(KEY_PEM).expect("the test key");
    let mut config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .expect("TLS versions")
    .with_no_client_auth()
    .with_single_cert(certs, key)
    .expect("a certificate and its key");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind 127.0.0.1:0");
    let addr = listener.local_addr().expect("a bound address");
    let task = tokio::spawn(async move {
        loop {
            let Ok((tcp, _)) = listener.accept().await else {
                continue;
            };
            let _ = tcp.set_nodelay(true);
            let (acceptor, app) = (acceptor.clone(), app.clone());
            tokio::spawn(async move {
                let Ok(tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let service = TowerToHyperService::new(app);
                if let Err(e) = Builder::new(TokioExecutor::new())
                    .serve_connection(TokioIo::new(tls), service)
                    .await
                {
                    tracing::debug!("fake discord TLS connection: {e}");
                }
            });
        }
    });
    (addr, task)
}
