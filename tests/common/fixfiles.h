#pragma once
// The loaders and snippets the fix tests read (the demo checkout, tests/data/loaders/)
// and helpers to edit and parse their bytes.
#include "families/dtype/fix/dtypefixproposal.h"
#include "analysis/loaderanalyzer.h"
#include "families/dtype/fix/dtypeloaderedit.h"
#include "analysis/pythontokens.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;

using Kind = DtypeFixProposal::Kind;
using NoFix = DtypeFixProposal::NoFix;
using Action = DtypeDecision::Action;

namespace fixfiles {

const QString kNoDump = QStringLiteral("!no-dump");

inline QString demoLoader(const QString& model)
{
    return QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models/%1/pytorch/loader.py")
        .arg(model);
}

inline QString snippet(const QString& name)
{
    return QStringLiteral(DTRIAGE_TEST_DATA_DIR "/fixes/%1").arg(name);
}

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// `before` with its lines [from, to] (1-based; to = from - 1 inserts) replaced.
inline QByteArray replaceLines(const QByteArray& before, int from, int to, const QByteArray& text)
{
    QByteArrayList lines = before.split('\n');
    QByteArrayList out = lines.mid(0, from - 1);
    out += text.split('\n');
    out += lines.mid(to);
    return out.join('\n');
}

inline DtypeFixRequest request(DtypeFlavor flavor, Action action, const QStringList& dump,
    const QString& loader = {}, int frameLine = 0,
    const QString& function = QStringLiteral("load_inputs"))
{
    DtypeFixRequest r;
    r.flavor = flavor;
    r.decision = action;
    if (dump != QStringList{kNoDump})
        r.float32Inputs = dump;
    if (frameLine > 0) {
        // What the repro's traceback looks like: its own frame, then the loader's.
        r.traceback.append({QStringLiteral("/tmp/dtriage-repro/repro.py"), 57,
            QStringLiteral("run_phase"), QStringLiteral("inputs = loader.load_inputs(**kwargs)")});
        r.traceback.append({loader, frameLine, function, QString()});
    }
    return r;
}

// An independent parse of the result, in a child python3 (not the embedded one).
inline bool parsesAsPython(const QByteArray& source)
{
    QProcess p;
    p.start(QStringLiteral(DTRIAGE_PYTHON),
        {QStringLiteral("-c"),
            QStringLiteral("import ast, sys; ast.parse(sys.stdin.buffer.read())")});
    p.write(source);
    p.closeWriteChannel();
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

}  // namespace fixfiles

using namespace fixfiles;
