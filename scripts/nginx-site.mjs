// Fills in the placeholders of deploy/nginx/aitheria.conf and wraps the site in a whole nginx
// configuration of its own (pid, logs and temp files in one directory), so a test can run nginx
// as an ordinary process next to the app.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The site with every placeholder outside comments replaced; a placeholder without a value is an error. */
function renderSite(template, values) {
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
            if (!(name in values)) throw new Error(`deploy/nginx/aitheria.conf: no value for \${${name}}`);
            return values[name];
          }),
    )
    .join('\n');
}

/** Writes `directory/nginx.conf` holding the rendered site; returns its path. */
export function writeNginxConfig(directory, values) {
  const site = renderSite(readFileSync('deploy/nginx/aitheria.conf', 'utf8'), values);
  const config = `include /etc/nginx/modules-enabled/*.conf;
worker_processes 1;
pid ${join(directory, 'nginx.pid')};
error_log ${join(directory, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${join(directory, 'body')};
  proxy_temp_path ${join(directory, 'proxy')};
  fastcgi_temp_path ${join(directory, 'fastcgi')};
  uwsgi_temp_path ${join(directory, 'uwsgi')};
  scgi_temp_path ${join(directory, 'scgi')};
${site}
}
`;
  const file = join(directory, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** A certificate for `localhost`, valid two days, made with openssl in `directory`: its and its key's paths. */
export function selfSignedCertificate(directory) {
  const certificate = join(directory, 'cert.pem');
  const key = join(directory, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}
