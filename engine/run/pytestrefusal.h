#pragma once
// What pytest said when it ran no test, read from what it printed. Its exit codes
// overlap -- 4 is a conftest that cannot be imported, an option it does not know and
// a node id that is not there alike -- so the words decide, in pytest 7's and 8's
// wordings. The usual case on a machine without TT's environment: tt-xla's
// tests/conftest.py imports torch_xla, and pytest stops before it reads an option or
// collects a test ("ImportError while loading conftest", exit 4). That is no
// verdict on a fix: the runner cannot start here (runnerCannotStart()).
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

struct PytestRefusal {
    Q_DECLARE_TR_FUNCTIONS(PytestRefusal)
public:
    enum class Kind {
        None,              // pytest ran the tests (or said nothing this reader knows)
        ConftestImport,    // "ImportError while loading conftest '<file>'."
        TestModuleImport,  // "ImportError while importing test module '<file>'."
        CollectionError,   // "ERROR collecting <file>", for another reason
        UnknownOption,     // "error: unrecognized arguments: --force-run"
        NotFound,          // "ERROR: not found: <node id>" / "found no collectors for"
        NoTests,           // exit 5
        Interrupted,       // exit 2 without a collection error
    };
    // One frame of the traceback pytest printed: "tests/conftest.py:21" and its line.
    struct Frame {
        QString where;
        QString statement;
        bool operator==(const Frame&) const = default;
    };

    Kind kind = Kind::None;
    QString file;        // the conftest or test module pytest named
    QList<Frame> frames; // from the file pytest named down to where it failed
    QString error;       // "ModuleNotFoundError: No module named 'torch_xla'"
    QString missingModule;  // "torch_xla", for a ModuleNotFoundError
    QString detail;      // the option(s) not known, or the node id not found
    // The runner's "WARNING: Cannot import path: <loader>: <why>" lines: a loader it
    // could not import has no test to collect (a duplicate registration in
    // training_utils.py takes them all): how many, the first's path and why.
    int unimportable = 0;
    QString unimportableLoader;
    QString unimportableWhy;

    // Any error while loading a conftest or collecting: pytest never reached a test,
    // so nothing was said of any fix (the runner's import of TT's environment, a
    // device query at collection, a config it cannot read alike).
    bool runnerCannotStart() const
    {
        return kind == Kind::ConftestImport || kind == Kind::TestModuleImport || kind == Kind::CollectionError;
    }
    // The import that failed, as a person quotes it: "tests/conftest.py:21: import
    // torch_xla.runtime as xr"; through a chain of imports, the first and the last
    // frame ("tests/runner/conftest.py:9: from tests.infra import … → tests/infra/…").
    QString failedImport() const;
    // One line for the log, the UI and the report; translated.
    QString summary(int exitCode) const;
    static QString kindName(Kind kind);  // "conftest_import", …

    // `lines`: what pytest printed (stdout and stderr, in order).
    static PytestRefusal read(int exitCode, const QStringList& lines);
    bool operator==(const PytestRefusal&) const = default;
};

}  // namespace dtriage
