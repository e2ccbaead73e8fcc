#pragma once
// A benchmark's Python side as one long-lived interpreter (its import done once):
// it prints "ready", then answers each line it is sent with one line of
// milliseconds, one figure a pass. bench_config and bench_yamlchange time their
// Python references through it.
#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QTextStream>

#include <vector>

class PythonLines {
public:
    // `arguments` after the interpreter: "-c SCRIPT ..." or "SCRIPT.py ...".
    PythonLines(const QStringList& arguments, QTextStream& out)
    {
        m_python.start(QStringLiteral(DTRIAGE_PYTHON), arguments);
        m_ok = readLine() == "ready";
        if (!m_ok)
            out << "  python failed: " << m_python.readAllStandardError() << '\n';
    }
    ~PythonLines()
    {
        m_python.closeWriteChannel();
        m_python.waitForFinished(10000);
    }
    PythonLines(const PythonLines&) = delete;
    PythonLines& operator=(const PythonLines&) = delete;

    // The milliseconds the answer to `request` holds; empty when Python is not usable.
    std::vector<double> ask(const QByteArray& request)
    {
        std::vector<double> times;
        if (!m_ok)
            return times;
        m_python.write(request + '\n');
        for (const QByteArray& field : readLine().split(' ')) {
            bool ok = false;
            if (const double ms = field.toDouble(&ok); ok)
                times.push_back(ms);
        }
        return times;
    }

private:
    QByteArray readLine()
    {
        while (!m_python.canReadLine()) {
            if (!m_python.waitForReadyRead(1800000))
                return {};
        }
        return m_python.readLine().trimmed();
    }

    QProcess m_python;
    bool m_ok = false;
};
