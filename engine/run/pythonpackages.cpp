#include "run/pythonpackages.h"

#include "run/job.h"

namespace dtriage {
namespace {

// Fixed source (nothing user-given is pasted in): one marked line "<sha256>\t<count>".
// importlib.metadata reads every *.dist-info / *.egg-info on sys.path, as pip and
// Debian's packages leave them.
const QString kDigestSource = QStringLiteral(
    "import hashlib, os, sys\n"
    "from importlib import metadata\n"
    "h = hashlib.sha256()\n"
    "for p in sys.path:\n"
    "    h.update(('path\\t%s\\n' % p).encode())\n"
    "names = sorted('%s\\t%s' % ((d.metadata['Name'] or '').lower(), d.version) for d in metadata.distributions())\n"
    "for n in names:\n"
    "    h.update(('dist\\t%s\\n' % n).encode())\n"
    "for k in ('HF_HUB_OFFLINE', 'TRANSFORMERS_OFFLINE', 'HF_DATASETS_OFFLINE', 'HF_HOME', 'HF_HUB_CACHE',\n"
    "          'TORCH_HOME', 'IRD_LF_CACHE', 'PYTHONPATH'):\n"
    "    h.update(('env\\t%s=%s\\n' % (k, os.environ.get(k, ''))).encode())\n"
    "h.update(('env\\tHF_TOKEN=%d\\n' % bool(os.environ.get('HF_TOKEN'))).encode())\n"
    "print('dtriage-packages:%s\\t%d' % (h.hexdigest(), len(names)))\n");
const QString kMarker = QStringLiteral("dtriage-packages:");

}  // namespace

Result<QByteArray> PythonPackages::digest(const PythonCommand& python, int* count)
{
    JobSpec spec = python.jobSpec({QStringLiteral("-c"), kDigestSource});
    spec.name = QStringLiteral("installed packages");
    spec.timeoutMs = 60 * 1000;
    const JobResult run = Job::runWaiting(spec);
    for (const QString& line : QString::fromUtf8(run.output).split(u'\n')) {
        if (!line.startsWith(kMarker))
            continue;
        const QString hex = line.mid(kMarker.size()).section(u'\t', 0, 0).trimmed();
        if (count)
            *count = line.section(u'\t', 1).toInt();
        if (hex.size() == 64)
            return QByteArray::fromHex(hex.toLatin1());
    }
    return fail(tr("cannot list the packages installed for %1: %2")
                    .arg(python.description, run.tail.isEmpty() ? run.classification : run.tail.last()));
}

}  // namespace dtriage
