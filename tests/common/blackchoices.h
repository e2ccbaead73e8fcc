#pragma once
// The three ways an edit gets formatted, for the tests: the checkout's Python's
// black (the demo checkout's Python, resolved for real: a child process runs it),
// the workbench's own black (the embedded interpreter's), and none. setup.sh
// installs black (Debian's), so both blacks exist here; a test says so when not.
#include "format/blackchoice.h"
#include "run/pythonenvironment.h"

#include <QtTest>

namespace blackchoices {

// The demo checkout's Python, as a session resolves it; its probe found black.
inline dtriage::BlackChoice checkout(const dtriage::BlackPin& pin = {})
{
    const auto python = dtriage::PythonEnvironment::resolve(QStringLiteral(DTRIAGE_DEMO_DIR));
    if (!python || python->blackVersion.isEmpty())
        qWarning("the demo checkout's Python has no black: %s",
                 qPrintable(python ? python->description : python.error().toString()));
    return dtriage::BlackChoice::of(python, pin);
}

struct Named {
    const char* name;
    dtriage::BlackChoice choice;
    const char* from;  // LoaderEditResult::formatterFrom when black shaped the edit
};

// Each black that formats: the checkout's, then the workbench's.
inline QList<Named> formatting()
{
    return {{"checkout", checkout(), "checkout"}, {"workbench", dtriage::BlackChoice::workbench(), "workbench"}};
}

}  // namespace blackchoices
