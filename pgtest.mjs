import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const a = await PGlite.create();
console.log('create', Date.now() - t);
t = Date.now();
await a.exec("create table x(id int primary key, v text); insert into x values (1,'a')");
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t, (await b.query('select * from x')).rows);
console.log(process.memoryUsage().rss / 1e6);
